import {describe, expect, it} from 'vitest';
import {robotsTxt} from '../../src/plugins/robots';

describe('robots.txt', () => {
  it('allows every page and names the sitemap by its absolute URL', () => {
    expect(robotsTxt('https://docs.example.com/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n');
    expect(robotsTxt('https://example.com', '/docs/')).toContain('Sitemap: https://example.com/docs/sitemap.xml');
  });
});
