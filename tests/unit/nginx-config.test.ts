/**
 * The production config read without nginx: the CORS map run over sample URIs, the config made for a
 * local run, and the Vietnamese sections' not-found locations, which the build writes from the sections
 * list for the config to include (a list with a new Vietnamese section gets its location). What nginx sends with the config (types, headers, each section's not-found page,
 * negotiation of each form of a page address, CORS, with broken fixtures) is checked by
 * tests/e2e/nginx.test.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CSP_CONF, CSP_VARIABLE} from '../../src/plugins/build/csp-hashes';
import {NGINX_VI_NOT_FOUND, viNotFoundLocations} from '../../src/plugins/build/static-hosts/files';
import {sections, type Section} from '../../src/config/sections';
import {localSiteConfig} from '../support/nginx';

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

  it('sends Access-Control-Allow-Origin: * on the machine-readable files only', () => {
    const map = /^map \$uri \$pitel_docs_cors_origin \{([^}]*)\}/m.exec(deployConf)?.[1] ?? '';
    const entries = map
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.replace(/;$/, '').split(/\s+/));
    // The entries that answer "*", read as nginx (PCRE) reads them, over the URIs they are for. That
    // every other answer, the default's, sends nothing is nginx's to show: tests/e2e/nginx.test.ts, "nginx: CORS".
    const star = entries.filter(([, value]) => value === '"*"').map(([key]) => key);
    const cors = (uri: string) => star.some((k) => (k.startsWith('~') ? new RegExp(k.slice(1)).test(uri) : k === uri));
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
  });
});

describe('deploy/nginx.conf over HTTPS', () => {
  /** The server blocks of the config, each as its text. */
  const servers = (conf: string) =>
    conf
      .split(/^server \{$/m)
      .slice(1)
      .map((b) => b.slice(0, b.search(/^\}$/m)));
  const directives = (block: string) =>
    block
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));

  it('sends plain HTTP to HTTPS, and nothing else on port 80', () => {
    const [redirect] = servers(deployConf);
    expect(directives(redirect)).toEqual([
      'listen 80;',
      'listen [::]:80;',
      'server_name docs.pitel.example.com;',
      'server_tokens off;',
      'return 301 https://$host$request_uri;',
    ]);
  });

  it('serves the site with TLS and HSTS on every answer, at server level', () => {
    const [, site] = servers(deployConf);
    const lines = directives(site);
    expect(lines).toEqual(
      expect.arrayContaining(['listen 443 ssl;', 'listen [::]:443 ssl;', 'ssl_protocols TLSv1.2 TLSv1.3;']),
    );
    expect(
      lines.filter((l) => /^ssl_certificate(_key)?\s+\/etc\/letsencrypt\/live\/docs\.pitel\.example\.com\//.test(l)),
    ).toHaveLength(2);
    expect(lines).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(servers(deployConf)).toHaveLength(2);
  });

  it('is turned into a plain-HTTP loopback site for a local run, and a config without the redirect is named', () => {
    const conf = localSiteConfig(deployConf, '/tmp/build', 8123);
    expect(conf).not.toMatch(/^\s*ssl_/m);
    expect(conf).not.toContain('return 301 https://');
    expect(conf).toContain('Strict-Transport-Security');
    const broken = deployConf.replace('return 301 https://$host$request_uri;', 'return 404;');
    expect(() => localSiteConfig(broken, '/tmp/build', 8123)).toThrow('a server block that redirects to HTTPS');
  });
});

describe('the Vietnamese not-found locations', () => {
  /** The prefix of each location of a written file, and the not-found page each one answers with. */
  const locations = (conf: string) =>
    [...conf.matchAll(/^location (\S+) \{\n\s*error_page 404 (\S+);/gm)].map((m) => [m[1], m[2]]);

  it('are one per Vietnamese section, from the sections list, included by the config', () => {
    expect(locations(viNotFoundLocations())).toEqual(
      sections.filter((s) => s.lang === 'vi').map((s) => [`/${s.routeBasePath}/`, '/khong-tim-thay/index.html']),
    );
    expect(locations(viNotFoundLocations())).toHaveLength(3);
    expect(deployConf).toMatch(
      new RegExp(`^\\s*include /srv/pitel-docs/${NGINX_VI_NOT_FOUND.replace('.', '\\.')};`, 'm'),
    );
  });

  it('follow a new Vietnamese section without a change to deploy/nginx.conf', () => {
    const added: Section = {...sections.find((s) => s.id === 'bitrix_vie')!, routeBasePath: 'guide/new_guide_vie'};
    expect(locations(viNotFoundLocations([...sections, added])).map(([prefix]) => prefix)).toContain(
      '/guide/new_guide_vie/',
    );
  });
});
