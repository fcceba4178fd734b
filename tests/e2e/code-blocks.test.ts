/**
 * Code blocks arrive highlighted from the build (src/plugins/features/code-blocks/rehype.ts) and are drawn by
 * src/plugins/features/code-blocks/theme/CodeBlock with the generated theme CSS, in both colour modes, without Prism in the browser.
 */
import type {Page} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The colour of every distinct token kind in the visible code blocks. */
function tokenColours(page: Page) {
  return page.evaluate(() => {
    const seen = new Map<string, string>();
    for (const block of document.querySelectorAll<HTMLElement>('.theme-code-block')) {
      if (!block.offsetParent) continue;
      for (const token of block.querySelectorAll<HTMLElement>('.token')) {
        if (!token.textContent?.trim()) continue;
        seen.set(`${block.className.match(/language-\S+/)?.[0]} ${token.className}`, getComputedStyle(token).color);
      }
    }
    return [...seen.values()];
  });
}

describe('code blocks', () => {
  it('show their title, copy the plain code, and offer word wrap on a block wider than the screen, at load and once the window narrows it, and wrap it', async () => {
    const {context, page, errors} = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.goto(`${baseUrl}/authentication`);
    await waitForHydration(page);
    const block = page
      .locator('.theme-code-block', {hasText: 'Get a v3 token and call an endpoint'})
      .filter({visible: true})
      .first();
    await expect(block.locator('[class*="title"]').textContent()).resolves.toBe('Get a v3 token and call an endpoint');
    const code = await block.locator('pre code').textContent();
    expect(code).toMatch(/^answer=\$\(curl -sS --max-time 30 -X POST /);
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(block.getByRole('button', {name: 'Copied'}).count()).resolves.toBe(1);
    // Each visible block: does it overflow, and does it offer the wrap button?
    const blocks = () =>
      page.locator('.theme-code-block').evaluateAll((els) =>
        els
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => {
            const pre = el.querySelector('pre')!;
            return {
              overflows: pre.scrollWidth > pre.clientWidth,
              button: el.querySelector('button[aria-pressed]') !== null,
            };
          }),
      );
    await expect.poll(async () => (await blocks()).filter((b) => b.overflows !== b.button).length).toBe(0);
    const wide = await blocks();
    await page.setViewportSize({width: 390, height: 844});
    await expect.poll(async () => (await blocks()).filter((b) => b.overflows !== b.button).length).toBe(0);
    // The narrowing made some block overflow that fitted before, so the check above saw a change.
    expect((await blocks()).filter((b) => b.overflows).length).toBeGreaterThan(wide.filter((b) => b.overflows).length);
    // The wrap button wraps.
    const pre = block.locator('pre');
    const overflow = () => pre.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await overflow()).toBeGreaterThan(0);
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await block.hover();
    await wrap.click();
    await expect(wrap.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await overflow()).toBe(0);
    // A block that fits gets no wrap button.
    const narrow = page
      .locator('.theme-code-block.language-http', {hasText: 'Authorization: Bearer'})
      .filter({visible: true})
      .first();
    await expect(narrow.getByRole('button', {name: 'Copy code to clipboard'}).count()).resolves.toBe(1);
    await expect(narrow.getByRole('button', {name: 'Toggle word wrap'}).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are highlighted in each colour mode, and after a client-side navigation too (rendered in the browser, not from the HTML)', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    // Highlighted means more than one colour, each mode its own. (Their contrast on the block: the route
    // sweep's axe, tests/e2e/routes.test.ts, on every page in both modes.)
    const light = await tokenColours(page);
    expect(light.length).toBeGreaterThan(5);
    expect(new Set(light).size).toBeGreaterThan(2);
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await tokenColours(page)).not.toEqual(light);
    await page.evaluate(() =>
      document.querySelectorAll('.theme-code-block').forEach((b) => b.setAttribute('data-from-html', '')),
    );
    await page.locator('.theme-doc-sidebar-menu a[href="/api/v3/campaign/create"]').first().click();
    await page.waitForURL(`${baseUrl}/api/v3/campaign/create`);
    const blocks = page.locator('article .theme-code-block');
    await expect.poll(() => blocks.count()).toBeGreaterThan(3);
    await expect(page.locator('article .theme-code-block[data-from-html]').count()).resolves.toBe(0);
    await expect(page.locator('article .theme-code-block .token').count()).resolves.toBeGreaterThan(20);
    expect(errors).toEqual([]);
    await context.close();
  });
});
