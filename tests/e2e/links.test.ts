/**
 * The strict link and anchor check of every built page.
 */
import {describe, expect, inject, it} from 'vitest';
import {checkBuiltLinks} from '../support/link-check';
import {loadSiteRoutes} from '../support/routes';

describe('built output', () => {
  it('has no broken internal link, anchor, image, script or stylesheet', () => {
    const report = checkBuiltLinks(inject('buildDir'));
    // Every route of the specification and every extra page, plus the not-found page.
    expect(report.pages).toBeGreaterThanOrEqual(loadSiteRoutes().length + 1);
    expect(report.links).toBeGreaterThan(1000);
    const lines = report.problems.map((p) => `${p.page} → ${p.href}: ${p.reason}`);
    expect(lines).toEqual([]);
  });
});
