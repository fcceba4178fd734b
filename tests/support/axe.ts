/**
 * axe-core run in the page, for the accessibility checks of the browser tests.
 *
 * `@axe-core/playwright`'s AxeBuilder injects axe-core again on every analysis and, to combine the
 * results of frames, finishes each run in a new blank page: a renderer process started and stopped
 * per analysis. Our pages have no frames, so the tests call axe-core's own `axe.run` on the page,
 * with axe-core injected once per page load: the same engine and rules, and the route sweep with its
 * axe checks took half the time (README, "Tests").
 */
import {readFileSync} from 'node:fs';
import type {AxeResults, RunOptions} from 'axe-core';
import type {Page} from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeRun {
  /** A CSS selector of the part of the page to check (default: the whole document). */
  include?: string;
  /** Run the rules with these tags, or these rules only; neither: axe-core's default rules. */
  tags?: string[];
  rules?: string[];
}

/** The violations axe-core finds on the loaded page. */
export async function axeViolations(page: Page, run: AxeRun): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {resultTypes: ['violations']};
  if (run.rules) options.runOnly = {type: 'rule', values: run.rules};
  else if (run.tags) options.runOnly = {type: 'tag', values: run.tags};
  return page.evaluate(
    async ([include, runOptions]) => {
      const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
      const results = await axe.run(include ? {include: [include]} : document, runOptions);
      return results.violations;
    },
    [run.include, options] as const,
  );
}
