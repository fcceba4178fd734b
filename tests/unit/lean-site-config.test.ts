/**
 * The lean site config (src/plugins/lean-site-config): its loader on the module Docusaurus's own
 * generator writes from this site's config (@docusaurus/core, lib/server/codegen/codegen.js,
 * `generateSiteFiles`), so an upgrade that changes the module's shape fails here; a module of another
 * shape refused with the file's name (the build stops); and no client module (Docusaurus's client, the
 * classic theme, theme-common, the docs plugin's client and this site's browser code) reading a key the
 * loader drops.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
const {leanSiteConfig, BUILD_ONLY} = require('../../src/plugins/lean-site-config/loader.cjs') as {
  leanSiteConfig(source: string, file?: string): string;
  BUILD_ONLY: string[];
};
const {generateSiteFiles} = require('@docusaurus/core/lib/server/codegen/codegen.js') as {generateSiteFiles(params: Record<string, unknown>): Promise<void>};
const {loadSiteConfig} = require('@docusaurus/core/lib/server/config.js') as {
  loadSiteConfig(o: {siteDir: string}): Promise<{siteConfig: Record<string, unknown>}>;
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, {recursive: true, force: true})));

/** The generated module, as Docusaurus writes it for this site. */
async function generated(): Promise<string> {
  const {siteConfig} = await loadSiteConfig({siteDir: root});
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-site-config-'));
  dirs.push(dir);
  await generateSiteFiles({
    generatedFilesDir: dir,
    siteConfig,
    clientModules: [],
    routes: [],
    baseUrl: '/',
    globalData: {},
    siteMetadata: {},
    siteStorage: {},
    i18n: {},
    codeTranslations: {},
  });
  return readFileSync(path.join(dir, 'docusaurus.config.mjs'), 'utf8');
}

function evaluate(moduleSource: string): Record<string, unknown> {
  return JSON.parse(moduleSource.replace(/^export default /, '').replace(/;\s*$/, '')) as Record<string, unknown>;
}

describe('lean site config (src/plugins/lean-site-config)', () => {
  it('leaves out what only the build reads from the module Docusaurus generates, and keeps the rest as it was', async () => {
    const source = await generated();
    const full = evaluate(source.replace(/^\/\*[\s\S]*?\*\/\s*/, ''));
    const lean = evaluate(leanSiteConfig(source));
    expect(Object.keys(full)).toEqual(expect.arrayContaining(['plugins', 'presets', 'markdown', 'themeConfig', 'i18n', 'future']));
    expect(Object.keys(lean).filter((k) => BUILD_ONLY.includes(k))).toEqual([]);
    for (const [key, value] of Object.entries(full)) if (!BUILD_ONLY.includes(key)) expect(lean[key], key).toEqual(value);
    // One docs plugin per section: the options the browser no longer receives.
    expect(JSON.stringify(full).length - JSON.stringify(lean).length).toBeGreaterThan(2000);
  });

  it('refuses a module of another shape, naming the file (fixtures)', () => {
    expect(() => leanSiteConfig('module.exports = {"baseUrl": "/"};', '/site/.docusaurus/docusaurus.config.mjs')).toThrow(
      /\/site\/\.docusaurus\/docusaurus\.config\.mjs is not "export default <the site config as JSON>;"/,
    );
    expect(() => leanSiteConfig('export default {baseUrl: "/"};')).toThrow(/not "export default/);
    expect(() => leanSiteConfig('export default {"title": "no baseUrl"};')).toThrow(/not "export default/);
  });

  it('no browser-side module reads a key it leaves out', () => {
    const dirsToScan = [
      '@docusaurus/core/lib/client',
      '@docusaurus/theme-classic/lib/theme',
      '@docusaurus/theme-common/lib',
      '@docusaurus/plugin-content-docs/lib/client',
      // Algolia's search replaces ours when configured at build time (docusaurus.config.ts).
      '@docusaurus/theme-search-algolia/lib/theme',
      '@docusaurus/theme-search-algolia/lib/client',
    ].map((p) => path.join(root, 'node_modules', p));
    const files = [...dirsToScan, path.join(root, 'src')].flatMap((dir) =>
      (readdirSync(dir, {recursive: true}) as string[])
        .map((f) => path.join(dir, f))
        .filter((f) => /\.(?:js|cjs|mjs|ts|tsx)$/.test(f) && !f.endsWith('.d.ts') && statSync(f).isFile())
        // The site's Node-side plugin entries and loaders read the config in Node, not in the browser.
        .filter((f) => !/[\\/]src[\\/](?:plugins[\\/][^\\/]+[\\/](?:index\.ts|[^\\/]+\.cjs)|config[\\/])/.test(f)),
    );
    expect(files.length).toBeGreaterThan(200);
    const readers = readersOf(files.map((f) => ({file: path.relative(root, f), text: readFileSync(f, 'utf8')})));
    expect(readers).toEqual([]);
  });

  it('finds a reader by property or by destructuring (fixtures)', () => {
    expect(
      readersOf([
        {file: 'a.js', text: 'const x = siteConfig.markdown.mermaid;'},
        {file: 'b.tsx', text: 'const {siteConfig: {baseUrl, plugins}} = useDocusaurusContext();'},
        {file: 'c.js', text: 'const {title, themes} = siteConfig;'},
        {file: 'd.js', text: '// registering plugins\nconst {siteConfig: {url}} = useDocusaurusContext();'},
      ]),
    ).toEqual(['a.js: markdown', 'b.tsx: plugins', 'c.js: themes']);
  });
});

/** `file: key` for each read of a left-out key of the site config. */
function readersOf(files: {file: string; text: string}[]): string[] {
  const found: string[] = [];
  for (const {file, text} of files) {
    if (!/siteConfig|@generated\/docusaurus\.config/.test(text)) continue;
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
    const patterns = [/siteConfig\s*\??\.\s*(\w+)/g, /siteConfig\s*:\s*\{([^}]*)\}/g, /\{([^}]*)\}\s*=\s*siteConfig\b/g];
    const keys = new Set<string>();
    for (const pattern of patterns) for (const m of code.matchAll(pattern)) for (const k of m[1]!.match(/\w+/g) ?? []) keys.add(k);
    for (const k of BUILD_ONLY) if (keys.has(k)) found.push(`${file}: ${k}`);
  }
  return found;
}
