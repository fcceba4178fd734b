/**
 * Link previews over the build (src/plugins/build/social-cards): every section's card is in the build, a
 * PNG of 1200×630 under 100 KB, and every page's head names its section's card as `og:image` (an
 * absolute URL on the site of its `og:url`) with its size and text alternative, and as
 * `twitter:image`. The checks are proven on broken input by tests/unit/social-cards.test.ts.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {sections, type SectionId} from '../../src/config/sections';
import {cardAlt, cardPath} from '../../src/plugins/build/social-cards/cards';
import {loadSiteRoutes} from '../support/routes';
import {cardFileProblems, pageImageProblems} from '../support/social-cards';

const buildDir = inject('buildDir');

const built = (rel: string) => {
  const file = path.join(buildDir, rel);
  return existsSync(file) ? readFileSync(file) : undefined;
};
const pageHtml = (route: string) =>
  readFileSync(path.join(buildDir, decodeURI(route).replace(/^\//, '').replace(/\/$/, ''), 'index.html'), 'utf8');

describe('social cards', () => {
  it('are in the build, one per section: PNG, 1200×630, under 100 KB', () => {
    expect(sections.flatMap((s) => cardFileProblems(cardPath(s.id), built(cardPath(s.id).slice(1))))).toEqual([]);
  });

  it("are named by every page: og:image (absolute), its width, height and alt, and twitter:image, for the page's section", () => {
    const routes = loadSiteRoutes();
    expect(routes.length).toBeGreaterThan(164);
    const problems = routes.flatMap((r) =>
      pageImageProblems(r.path, pageHtml(r.path), {
        card: cardPath(r.section as SectionId),
        alt: cardAlt(r.section as SectionId),
      }),
    );
    // The pages outside the sections have the main section's card.
    const main = {card: cardPath('docs'), alt: cardAlt('docs')};
    problems.push(
      ...pageImageProblems('/search', pageHtml('/search'), main),
      ...pageImageProblems('404.html', readFileSync(path.join(buildDir, '404.html'), 'utf8'), main),
    );
    expect(problems).toEqual([]);
    // Every section's card is used.
    expect(new Set(routes.map((r) => r.section))).toEqual(new Set(sections.map((s) => s.id)));
  });
});
