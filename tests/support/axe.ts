/**
 * axe-core run in the page, for the accessibility checks of the browser tests.
 *
 * `@axe-core/playwright`'s AxeBuilder injects axe-core again on every analysis and, to combine the
 * results of frames, finishes each run in a new blank page: a renderer process started and stopped
 * per analysis. Our pages have no frames, so the tests call axe-core's own `axe.run` on the page,
 * with axe-core injected once per page load: the same engine and rules, and the route sweep with its
 * axe checks took much less time (bench/results/gate-timings.md; axe-core's size: bench/results/2026-11-27-gate-time.md, "Figures the test code's comments carried").
 *
 * axe-core, a large script, is injected from a local address rather than as the text of an
 * `evaluate`: Chromium then takes it from its HTTP cache and reuses the compiled code, where an
 * `evaluate` sent and compiled it again on every page (measured in bench/results/gate-timings.md).
 * A page whose policy refuses the script (a Content-Security-Policy) gets the text as before.
 */
import {readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import axeCore, {type AxeResults, type RunOptions} from 'axe-core';
import type {Page} from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let axeUrl: Promise<string> | undefined;

/** The address of axe-core on a server of this process (started at first use, closed with it). */
function axeScriptUrl(): Promise<string> {
  axeUrl ??= new Promise((resolve, reject) => {
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=86400, immutable',
      });
      res.end(AXE_SOURCE);
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe-core.min.js`);
    });
  });
  return axeUrl;
}

/** Puts axe-core in the loaded page, unless it is there already. */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  try {
    await page.addScriptTag({url: await axeScriptUrl()});
  } catch {
    // Refused by the page's policy, or not loaded: the text itself.
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

export interface AxeRun {
  /** A CSS selector of the part of the page to check (default: the whole document). */
  include?: string;
  /** Run the rules with these tags, or these rules only; neither: axe-core's default rules. */
  tags?: string[];
  rules?: string[];
  /** Rules left out of the run (with `tags`). */
  skipRules?: string[];
}

/**
 * The rules of axe-core that read a preloaded asset, and the asset (axe-core 4.13; which rules preload is
 * not in axe-core's public API: tests/unit/axe-preload.test.ts fails when an upgrade changes the list).
 */
export const PRELOAD_RULES: Record<string, 'cssom' | 'media'> = {
  'css-orientation-lock': 'cssom',
  'no-autoplay-audio': 'media',
};

/** Each rule's tags, from axe-core itself (its public `getRules`). */
const RULE_TAGS = new Map(axeCore.getRules().map((r) => [r.ruleId, r.tags]));

/**
 * What axe-core must preload for a run: the assets of the preloading rules the run includes. Left to
 * itself, axe-core preloads every asset as soon as one such rule runs, so every run of the WCAG tags
 * copied and parsed every stylesheet of the page (the CSSOM) for no rule: the one rule that reads it,
 * css-orientation-lock, is experimental and runs only when asked for by name or by the "experimental"
 * tag. Same rules, same results, in less time (bench/results/gate-timings.md).
 */
export function preloadFor(run: AxeRun): RunOptions['preload'] {
  const runs = (id: string, tags: string[]) => {
    if (run.rules) return run.rules.includes(id);
    if (run.skipRules?.includes(id)) return false;
    if (tags.includes('experimental')) return run.tags?.includes('experimental') ?? false;
    return !run.tags || tags.some((t) => run.tags!.includes(t));
  };
  const assets = Object.entries(PRELOAD_RULES)
    .filter(([id]) => runs(id, RULE_TAGS.get(id) ?? []))
    .map(([, asset]) => asset);
  return assets.length ? {assets: [...new Set(assets)]} : false;
}

/** The violations axe-core finds on the loaded page. */
export async function axeViolations(page: Page, run: AxeRun): Promise<AxeResults['violations']> {
  await injectAxe(page);
  const options: RunOptions = {resultTypes: ['violations'], preload: preloadFor(run)};
  if (run.rules) options.runOnly = {type: 'rule', values: run.rules};
  else if (run.tags) options.runOnly = {type: 'tag', values: run.tags};
  if (run.skipRules) options.rules = Object.fromEntries(run.skipRules.map((id) => [id, {enabled: false}]));
  return page.evaluate(
    async ([include, runOptions]) => {
      const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
      const results = await axe.run(include ? {include: [include]} : document, runOptions);
      return results.violations;
    },
    [run.include, options] as const,
  );
}

/** The axe rules whose outcome depends on colours: the only ones that can differ between the two colour modes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The violations of a run, its colour rules measured through `colours` (each colour style once per cache). */
export async function axeViolationsWithColours(
  page: Page,
  run: AxeRun & {include: string | undefined},
  colours: ColourStyles,
): Promise<AxeResults['violations']> {
  return [
    ...(await axeViolations(page, {...run, skipRules: [...(run.skipRules ?? []), ...COLOUR_RULES]})),
    ...(await colours.violations(page, run.include)),
  ];
}

/**
 * The colour rules, run once per distinct colour style instead of once per element.
 *
 * What axe's colour rules decide for an element follows from the element's own text colour, font size
 * and weight, its link styling and whether the link sits in a block of text, and the colours, images,
 * opacity, filters and blend modes of the element and every ancestor it is drawn over. `styleKeys`
 * writes all of that down as one key per text-bearing element. A key that an earlier page (in the same
 * colour mode) already put through the rules gives the same answer again, so `colourViolations` runs
 * the rules only on the elements whose key is new: every element of every page is still covered, and
 * the hundreds of table cells, sidebar links and paragraphs that look alike are measured once.
 * `tests/e2e/routes.test.ts` proves with a broken article that a fault on one page is still caught.
 */
export class ColourStyles {
  private readonly seen = new Set<string>();
  /** Elements measured, and elements covered by a key measured before (for the sweep's report). */
  measured = 0;
  reused = 0;

  /** Runs the colour rules on the elements of `include` whose style key is new. */
  async violations(page: Page, include = 'body'): Promise<AxeResults['violations']> {
    const keys = await page.evaluate(styleKeys, include);
    const fresh = new Map<string, number>();
    for (const [key, first, count] of keys) {
      if (this.seen.has(key)) this.reused += count;
      else fresh.set(key, first);
    }
    if (fresh.size === 0) return [];
    this.measured += fresh.size;
    await page.evaluate(
      (marked) => {
        for (const el of document.querySelectorAll('[data-colour-check]')) el.removeAttribute('data-colour-check');
        const elements = (window as unknown as {colourKeyElements: Element[]}).colourKeyElements;
        for (const i of marked) elements[i]?.setAttribute('data-colour-check', '');
      },
      [...fresh.values()],
    );
    const found = await axeViolations(page, {include: '[data-colour-check]', rules: COLOUR_RULES});
    // A style that passed is settled for the rest of the sweep; one that failed is measured again on
    // every page that shows it, so the report names them all.
    if (found.length === 0) for (const key of fresh.keys()) this.seen.add(key);
    return found;
  }
}

/**
 * In the page: finds the elements of `scope` that carry text or are form controls (the only elements
 * axe's colour rules measure), keeps them in `window.colourKeyElements`, and returns each distinct
 * colour-style key once, with the index of its first element and the number of elements that share it.
 * Runs in the browser, so it may use only what it defines.
 *
 * Only the distinct keys cross to the test (a page has hundreds of elements and a few dozen styles), and
 * the page is not written to while it is read (measured in bench/results/gate-timings.md).
 */
function styleKeys(scope: string): [key: string, first: number, count: number][] {
  const root = document.querySelector(scope) ?? document.body;
  const chainCache = new Map<Element, string>();
  const chain = (el: Element | null): string => {
    if (!el) return '';
    const cached = chainCache.get(el);
    if (cached !== undefined) return cached;
    const s = getComputedStyle(el);
    const own = [
      s.backgroundColor,
      s.backgroundImage,
      s.opacity,
      s.filter,
      s.mixBlendMode,
      s.backdropFilter,
      s.visibility,
    ].join('|');
    const value = `${own}>${chain(el.parentElement)}`;
    chainCache.set(el, value);
    return value;
  };
  const blockCache = new Map<Element, Element>();
  const blockOf = (el: Element): Element => {
    let block = blockCache.get(el);
    if (!block) {
      block = document.body;
      for (let a: Element | null = el.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).display !== 'inline') {
          block = a;
          break;
        }
      }
      blockCache.set(el, block);
    }
    return block;
  };
  const textCache = new Map<Element, number>();
  const textLength = (el: Element): number => {
    let n = textCache.get(el);
    if (n === undefined) textCache.set(el, (n = (el.textContent ?? '').trim().length));
    return n;
  };
  const elements: Element[] = [];
  const keys = new Map<string, [key: string, first: number, count: number]>();
  for (const el of [root, ...root.querySelectorAll('*')]) {
    let text = false;
    for (let n = el.firstChild; n && !text; n = n.nextSibling)
      text = n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '';
    const control =
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
    if (!text && !control) continue;
    const s = getComputedStyle(el);
    const parent = el.parentElement ? getComputedStyle(el.parentElement) : s;
    const link = el.closest('a');
    // Whether a link sits in a block of other text decides whether link-in-text-block applies to it.
    const inText = link ? textLength(blockOf(link)) > textLength(link) : false;
    const disabled = el.closest(':disabled, [aria-disabled="true"]') !== null;
    const key = [
      el.tagName,
      el.getAttribute('role') ?? '',
      control ? (el as HTMLInputElement).type : '',
      disabled,
      s.color,
      s.webkitTextFillColor,
      s.fontSize,
      s.fontWeight,
      s.textShadow,
      s.textDecorationLine,
      s.textDecorationColor,
      s.borderBottomStyle,
      s.borderBottomColor,
      parent.color,
      link ? getComputedStyle(link).color : '',
      inText,
      chain(el),
    ].join(';');
    const seen = keys.get(key);
    if (seen) seen[2] += 1;
    else keys.set(key, [key, elements.length, 1]);
    elements.push(el);
  }
  (window as unknown as {colourKeyElements: Element[]}).colourKeyElements = elements;
  return [...keys.values()];
}
