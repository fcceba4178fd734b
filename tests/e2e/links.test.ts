import {describe, expect, inject, it} from 'vitest';
import {checkBuiltLinks} from '../support/link-check';

describe('built output', () => {
  it('has no broken internal link, anchor, image, script or stylesheet', () => {
    const report = checkBuiltLinks(inject('buildDir'));
    expect(report.pages).toBeGreaterThanOrEqual(165);
    expect(report.links).toBeGreaterThan(1000);
    const lines = report.problems.map((p) => `${p.page} → ${p.href}: ${p.reason}`);
    expect(lines).toEqual([]);
  });
});
