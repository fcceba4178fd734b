/**
 * The production config's rules, read without nginx: the CORS map and the twin-candidate maps run
 * over sample URIs, the njs module imported for the `Accept` header, no `add_header` in a location.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CSP_CONF, CSP_VARIABLE} from '../../src/plugins/build/csp-hashes';
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
    // The server's own types table stays Debian's: only this location, the YAML one, the .mjs one and the
    // API catalog's (an empty table and its default_type) replace it.
    expect(deployConf.match(/^\s*types \{/gm)).toHaveLength(4);
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
      ['/.well-known/api-catalog', '"*"'],
    ]);
    // The regular expressions of the map, as nginx (PCRE) reads them, over the URIs they are for.
    const patterns = entries.filter(([k]) => k.startsWith('~')).map(([k]) => new RegExp(k.slice(1)));
    const exact = entries.filter(([k]) => k.startsWith('/')).map(([k]) => k);
    const cors = (uri: string) => exact.includes(uri) || patterns.some((re) => re.test(uri));
    for (const uri of [
      '/openapi/v3.yaml',
      '/openapi/v3.postman_collection.json',
      '/api/v3/campaign/create.md',
      '/pitel_app/index.md',
      '/llms.txt',
      '/llms-full.txt',
      '/api/v3/llms-full.txt',
      '/changelog/rss.xml',
      '/nhat-ky-thay-doi/atom.xml',
      '/sitemap.xml',
      '/.well-known/api-catalog',
    ]) {
      expect(cors(uri), uri).toBe(true);
    }
    for (const uri of [
      '/index.html',
      '/api/v3/campaign/create/index.html',
      '/404.html',
      '/search-index.json',
      '/assets/js/main.0123abcd.js',
      '/robots.txt',
      '/img/sitemap.xml.png',
      '/notllms.txt',
      '/changelog/index.html',
      '/changelog/rss.xml.png',
    ]) {
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
      let end = match.index + match[0].length - 1;
      for (; end < deployConf.length; end++) {
        if (deployConf[end] === '{') depth++;
        else if (deployConf[end] === '}' && --depth === 0) break;
      }
      locations.push(deployConf.slice(match.index, end + 1));
    }
    expect(locations.length).toBeGreaterThanOrEqual(5);
    expect(locations.filter((l) => /^\s*add_header\b/m.test(l.replace(/#.*$/gm, '')))).toEqual([]);
  });

  it('negotiates Markdown for pages only: the Accept map, the twin candidates of each form of a page address, the page requests', () => {
    /** The entries of a map block: [key, value] with the regular expressions as JavaScript ones (PCRE's ~* is the i flag). */
    const mapOf = (source: string, variable: string) => {
      const body = new RegExp(`^map ${source.replace(/\$/g, '\\$')} \\$${variable} \\{\\n([\\s\\S]*?)\\n\\}`, 'm').exec(
        deployConf,
      )?.[1];
      expect(body, variable).toBeDefined();
      const entries = body!
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
        .map((l) =>
          /^("[^"]*"|\S+)\s+("[^"]*"|'[^']*'|\S+);$/
            .exec(l)!
            .slice(1)
            .map((t) => t.replace(/^["']|["']$/g, '')),
        );
      return (input: string): string => {
        for (const [key, value] of entries) {
          if (key === 'default') continue;
          if (key.startsWith('~')) {
            const m = new RegExp(key.replace(/^~\*?/, ''), key.startsWith('~*') ? 'i' : '').exec(input);
            if (m) return value.replace(/\$(\w+)/g, (_, name: string) => m.groups?.[name] ?? '');
          } else if (key === input) return value;
        }
        return entries.find(([k]) => k === 'default')?.[1] ?? '';
      };
    };
    // The Accept header is weighed by deploy/negotiate.ts, as the build's njs module (.nginx/negotiate.js),
    // which tests/unit/edge-negotiation.test.ts and tests/e2e/nginx.test.ts run over the table of cases.
    expect(deployConf).toMatch(/^js_import pitel_docs_negotiate from \/srv\/pitel-docs\/\.nginx\/negotiate\.js;$/m);
    expect(deployConf).toMatch(/^js_set \$pitel_docs_accepts_markdown pitel_docs_negotiate\.acceptsMarkdown;$/m);
    expect(deployConf).toMatch(/^js_set \$pitel_docs_twin_link pitel_docs_negotiate\.twinLink;$/m);

    const file = mapOf('$uri', 'pitel_docs_twin_file');
    const index = mapOf('$uri', 'pitel_docs_twin_index');
    const candidates = (uri: string) => [file(uri), index(uri)];
    expect(candidates('/')).toEqual(['', '/index.md']);
    expect(candidates('/index.html')).toEqual(['/index.md', '/index.md']);
    for (const form of ['/a/b', '/a/b/', '/a/b.html', '/a/b/index.html'])
      expect(candidates(form), form).toEqual(['/a/b.md', '/a/b/index.md']);
    expect(candidates('/bitrix_pitel_vie/category/cài-đặt')).toEqual([
      '/bitrix_pitel_vie/category/cài-đặt.md',
      '/bitrix_pitel_vie/category/cài-đặt/index.md',
    ]);
    // Files are not pages.
    for (const uri of ['/a/b.md', '/llms.txt', '/assets/js/main.0123abcd.js', '/openapi/v3.yaml', '/a.b/c.md'])
      expect(candidates(uri), uri).toEqual(['', '']);

    const page = mapOf('$request_uri', 'pitel_docs_page_request');
    for (const uri of [
      '/',
      '/a/b',
      '/a/b/',
      '/a/b?lang=python',
      '/a/b.html',
      '/a/b/index.html?x=1',
      '/bitrix_pitel_vie/category/c%C3%A0i-%C4%91%E1%BA%B7t',
    ])
      expect(page(uri), uri).toBe('1');
    for (const uri of [
      '/a/b.md',
      '/llms.txt',
      '/assets/js/main.0123abcd.js',
      '/openapi/v3.yaml?x=/y',
      '/sitemap.xml',
      '/.well-known/api-catalog',
    ])
      expect(page(uri), uri).toBe('0');

    // The lookup and the rewrite run in the server block, before a location is chosen, and add no header of their own.
    const server = deployConf.slice(deployConf.indexOf('server {'));
    const before = server.slice(0, server.search(/^\s*location\b/m));
    expect(before).toMatch(/if \(-f \$document_root\$pitel_docs_twin_index\)/);
    expect(before).toMatch(/if \(-f \$document_root\$pitel_docs_twin_file\)/);
    expect(before).toMatch(/if \(\$pitel_docs_negotiated ~ \^1:\/\) \{\s*rewrite \^ \$pitel_docs_twin last;/);
    expect(before.match(/^\s*add_header (?:Vary|Link) .*$/gm)?.map((l) => l.trim())).toEqual([
      'add_header Vary $pitel_docs_vary;',
      'add_header Link $pitel_docs_link;',
    ]);
  });

  it('fails clearly when the config no longer has the lines it replaces, or on an unsafe path', () => {
    expect(() => localSiteConfig(deployConf.replace(/listen 80;/, 'listen 8080;'), '/tmp/build', 1)).toThrow(
      /listen 80/,
    );
    expect(() => localSiteConfig(deployConf.replaceAll('/srv/pitel-docs', '/var/www'), '/tmp/build', 1)).toThrow(
      /site root/,
    );
    expect(() => localSiteConfig(deployConf, '/tmp/my build', 1)).toThrow(/must not contain/);
  });

  it('answers every Vietnamese section with the Vietnamese not-found page, and only those', () => {
    const viPrefixes = sections.filter((s) => s.lang === 'vi').map((s) => `/${s.routeBasePath}/`);
    const located = [...deployConf.matchAll(/location (\/[^\s{]+) \{\s*error_page 404 ([^;]+);/g)];
    expect(located.map((m) => m[1]).sort()).toEqual(viPrefixes.sort());
    for (const m of located) expect(m[2]).toBe(`${viNotFoundPage}/index.html`);
  });
});
