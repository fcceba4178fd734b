import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CSP_CONF, CSP_VARIABLE} from '../../src/plugins/csp-hashes';
import {localSiteConfig} from '../support/nginx';
import {sections} from '../../src/config/sections';
import {viNotFoundPage} from '../../src/config/pages';

const deployConf = readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8');

describe('deploy/nginx.conf for a local run', () => {
  it('points the root and the CSP include at the build and listens on loopback only', () => {
    const conf = localSiteConfig(deployConf, '/tmp/build', 8123);
    expect(conf).toContain('root /tmp/build;');
    expect(conf).toContain(`include /tmp/build/${CSP_CONF};`);
    expect(conf).toContain(CSP_VARIABLE);
    expect(conf.match(/^\s*listen .*$/gm)?.map((l) => l.trim())).toEqual(['listen 127.0.0.1:8123;']);
    expect(conf).not.toMatch(/^[^#]*\/srv\/pitel-docs/m);
  });

  it('types the Markdown twins as UTF-8 Markdown in their own location and lets gzip compress them', () => {
    const location = /location ~ \^\(\?<twin>[^{]*\\\.md\$ \{([^}]*\{[^}]*\}[^}]*)\}/.exec(deployConf)?.[1] ?? '';
    expect(location).toMatch(/types \{ text\/markdown md; \}/);
    expect(location).toMatch(/charset_types text\/markdown;/);
    expect(location).toMatch(/try_files \$uri \$twin\/index\.md \$twin\.md =404;/);
    // No add_header in the location: it would drop the server's security and caching headers there.
    expect(location).not.toMatch(/add_header/);
    expect(/^\s*gzip_types ([^;]*);/m.exec(deployConf)?.[1].split(/\s+/)).toContain('text/markdown');
    // The server's own types table stays Debian's: only this location and the YAML one replace it.
    expect(deployConf.match(/^\s*types \{/gm)).toHaveLength(2);
  });

  it('types the OpenAPI documents as UTF-8 YAML in their own location and lets gzip compress them', () => {
    const location = /location ~ \\\.ya\?ml\$ \{([^}]*\{[^}]*\}[^}]*)\}/.exec(deployConf)?.[1] ?? '';
    expect(location).toMatch(/types \{ application\/yaml yaml yml; \}/);
    expect(location).toMatch(/charset_types application\/yaml;/);
    expect(location).not.toMatch(/add_header/);
    expect(/^\s*gzip_types ([^;]*);/m.exec(deployConf)?.[1].split(/\s+/)).toContain('application/yaml');
  });

  it('sends Access-Control-Allow-Origin: * on the machine-readable files only, from the server level, with no add_header in any location', () => {
    const map = /^map \$uri \$pitel_docs_cors_origin \{([^}]*)\}/m.exec(deployConf)?.[1] ?? '';
    const entries = map
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.replace(/;$/, '').split(/\s+/));
    expect(entries).toEqual([
      ['default', '""'],
      ['~^/openapi/', '"*"'],
      ['~\\.md$', '"*"'],
      ['~(?:^|/)llms[^/]*\\.txt$', '"*"'],
      ['~/(?:rss|atom)\\.xml$', '"*"'],
      ['/sitemap.xml', '"*"'],
    ]);
    // The regular expressions of the map, as nginx (PCRE) reads them, over the URIs they are for.
    const patterns = entries.filter(([k]) => k.startsWith('~')).map(([k]) => new RegExp(k.slice(1)));
    const cors = (uri: string) => uri === '/sitemap.xml' || patterns.some((re) => re.test(uri));
    for (const uri of ['/openapi/v3.yaml', '/openapi/v3.postman_collection.json', '/api/v3/campaign/create.md', '/pitel_app/index.md', '/llms.txt', '/llms-full.txt', '/api/v3/llms-full.txt', '/changelog/rss.xml', '/nhat-ky-thay-doi/atom.xml', '/sitemap.xml']) {
      expect(cors(uri), uri).toBe(true);
    }
    for (const uri of ['/index.html', '/api/v3/campaign/create/index.html', '/404.html', '/search-index.json', '/assets/js/main.0123abcd.js', '/robots.txt', '/img/sitemap.xml.png', '/notllms.txt', '/changelog/index.html', '/changelog/rss.xml.png']) {
      expect(cors(uri), uri).toBe(false);
    }
    // One add_header for it, in the server block beside the security headers, without "always" (no error page).
    expect(deployConf.match(/^\s*add_header Access-Control-Allow-Origin .*$/gm)?.map((l) => l.trim())).toEqual([
      'add_header Access-Control-Allow-Origin $pitel_docs_cors_origin;',
    ]);
    // nginx drops every server-level add_header in a location that has one of its own.
    const locations: string[] = [];
    for (const match of deployConf.matchAll(/^\s*location\b[^{]*\{/gm)) {
      let depth = 0;
      let end = match.index! + match[0].length - 1;
      for (; end < deployConf.length; end++) {
        if (deployConf[end] === '{') depth++;
        else if (deployConf[end] === '}' && --depth === 0) break;
      }
      locations.push(deployConf.slice(match.index, end + 1));
    }
    expect(locations.length).toBeGreaterThanOrEqual(5);
    expect(locations.filter((l) => /^\s*add_header\b/m.test(l.replace(/#.*$/gm, '')))).toEqual([]);
  });

  it('fails clearly when the config no longer has the lines it replaces, or on an unsafe path', () => {
    expect(() => localSiteConfig(deployConf.replace(/listen 80;/, 'listen 8080;'), '/tmp/build', 1)).toThrow(/listen 80/);
    expect(() => localSiteConfig(deployConf.replaceAll('/srv/pitel-docs', '/var/www'), '/tmp/build', 1)).toThrow(/site root/);
    expect(() => localSiteConfig(deployConf, '/tmp/my build', 1)).toThrow(/must not contain/);
  });

  it('answers every Vietnamese section with the Vietnamese not-found page, and only those', () => {
    const viPrefixes = sections.filter((s) => s.lang === 'vi').map((s) => `/${s.routeBasePath}/`);
    const located = [...deployConf.matchAll(/location (\/[^\s{]+) \{\s*error_page 404 ([^;]+);/g)];
    expect(located.map((m) => m[1]).sort()).toEqual(viPrefixes.sort());
    for (const m of located) expect(m[2]).toBe(`${viNotFoundPage}/index.html`);
  });
});
