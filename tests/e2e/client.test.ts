/**
 * What the client does after hydration, on both builds (the `e2e` project on the layered build, the
 * `stock` project on the stock build): the performance layer changes how the runtime and the route
 * chunks load, so each build must navigate from a sidebar link without a document load, and carry a
 * code-sample tab's choice to the next page.
 */
import {describe, expect, inject, it} from 'vitest';
import {useBrowser} from '../support/browser';
import {openPage, waitForHydration} from '../support/page';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('the client after hydration', () => {
  it('switches code-sample tabs, and remembers the choice on the next page', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/authentication`);
    await waitForHydration(page);
    const python = page.getByRole('tab', {name: 'Python'}).first();
    await python.click();
    await expect(python.getAttribute('aria-selected')).resolves.toBe('true');
    await page.goto(`${baseUrl}/api/v3/campaign/create`);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'Python'}).first().getAttribute('aria-selected')).resolves.toBe('true');
    // The stored choice is applied as an update after hydration: the panels follow the tabs.
    const firstTabs = page.locator('.tabs-container').first();
    await expect(
      firstTabs.locator('[role="tabpanel"]:visible .theme-code-block.language-python').count(),
    ).resolves.toBe(1);
    await expect(firstTabs.locator('[role="tabpanel"]:visible .theme-code-block.language-bash').count()).resolves.toBe(
      0,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates client-side from a sidebar link without a document load', async () => {
    const {context, page, errors} = await openPage(browser());
    await page.goto(`${baseUrl}/guide/portal_callcenter_guide/`);
    await waitForHydration(page);
    let documents = 0;
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents += 1;
    });
    const link = page.locator('.theme-doc-sidebar-menu a.menu__link[href^="/guide/"]:not(.menu__link--active)').nth(1);
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.locator('article h1').isVisible()).resolves.toBe(true);
    expect(documents).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
