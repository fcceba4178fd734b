/**
 * The strict link checker fails on broken links and anchors.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkBuiltLinks, pageUrl} from '../support/link-check';

const fixtures = path.resolve(__dirname, '../fixtures/links');

describe('strict link check', () => {
  it('passes a site whose links, anchors and images all resolve', () => {
    const report = checkBuiltLinks(path.join(fixtures, 'good'));
    expect(report.problems).toEqual([]);
    expect(report.links).toBeGreaterThanOrEqual(7);
  });

  it('fails on a missing page, a missing anchor, a missing image and a malformed path', () => {
    const {problems} = checkBuiltLinks(path.join(fixtures, 'broken'));
    const hrefs = problems.map((p) => p.href).sort();
    expect(hrefs).toEqual(['#also-missing', '/%E0%A4%A', '/a/#nowhere', '/img/missing.png', '/missing'].sort());
    expect(problems.find((p) => p.href === '/a/#nowhere')?.reason).toMatch(/no element with id "nowhere"/);
  });

  it('maps built files to the URL they are served at', () => {
    expect(pageUrl('/b', '/b/index.html')).toBe('/');
    expect(pageUrl('/b', '/b/api/v3/list/index.html')).toBe('/api/v3/list/');
    expect(pageUrl('/b', '/b/api/v3/campaign/create.html')).toBe('/api/v3/campaign/create');
  });
});
