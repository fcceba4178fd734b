/**
 * The theme files that are forks of Docusaurus code (not wrappers), and the private files of Docusaurus and
 * of other packages the site depends on (internals, generated modules, call order, packages stubbed or
 * replaced), each with the hash of the upstream file our code was written against (Docusaurus 3.10.2;
 * another package at its installed version).
 * `tests/unit/forks.test.ts` fails when an installed file no longer has its hash; `npm run check:next`
 * (scripts/next/cli.ts) compares the same files in a copy of the site on the next Docusaurus
 * (CONTRIBUTING.md, "Upgrading Docusaurus").
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as lean from '../../packages/docusaurus-lean/tests/upstream-files';

const require = createRequire(__filename);
const root = path.resolve(__dirname, '../..');

export interface Watched {
  /** The site's file that depends on the upstream file. */
  ours: string;
  /** What our file relies on in the upstream file, in a sentence (src/plugins/PRIVATE-APIS.md lists them). */
  relies: string;
  /** The upstream file, as a package path. */
  upstream: string;
  sha256: string;
  /**
   * Whether only the performance layer relies on it (packages/docusaurus-lean, whose own record is
   * packages/docusaurus-lean/tests/upstream-files.ts): the stock build (`npm run build:stock`) does not, so an upgrade can go
   * ahead with the layer off.
   */
  layer: boolean;
  /**
   * The tests that fail when the reliance breaks, besides tests/unit/forks.test.ts (the hash): the unit
   * ones run on the next major too (`npm run check:next`).
   */
  guards: string[];
  /** Whether `ours` is a fork, which must carry a header naming `upstream` and its version. */
  fork: boolean;
}

/** The site's record; `layer` is false for each (the layer's reliances are in its own record). */
export const WATCHED: Omit<Watched, 'layer'>[] = [
  {
    ours: 'src/theme/NavbarItem/LanguageMenu/index.tsx',
    relies: "The language menu: the page's editions instead of the site's one locale.",
    upstream: '@docusaurus/theme-classic/src/theme/NavbarItem/LocaleDropdownNavbarItem/index.tsx',
    sha256: '2de62d08650ccd7977bfb761b21e2cea7e6f309b5b0b090fa044a6061fa9c534',
    guards: ['tests/e2e/chrome.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: true,
  },
  {
    ours: 'src/theme/SiteMetadata/index.tsx',
    relies: "Percent-encoded canonical and hreflang addresses, and the page's own language in the alternates.",
    upstream: '@docusaurus/theme-classic/src/theme/SiteMetadata/index.tsx',
    sha256: '7fac14b58905630bd9e27e8fa2ed5b2fe26a9d009235e6fecdcfea1de3b59756',
    guards: ['tests/e2e/seo.test.ts'],
    fork: true,
  },
  {
    ours: 'src/theme/SkipToContent/index.tsx',
    relies:
      "The skip link: a fork that moves focus to the page's main content after a client-side navigation too (`useLocationChange`).",
    upstream: '@docusaurus/theme-classic/src/theme/SkipToContent/index.tsx',
    sha256: '7b26f01611cfb8ec338e0117d2c8b03c1b2f2356f2e3fa47a23d7f241eed131e',
    guards: ['tests/e2e/chrome.test.ts', 'tests/e2e/keyboard.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: true,
  },
  {
    ours: 'src/theme/AnnouncementBar/Content/styles.module.css',
    relies: "The announcement bar's stylesheet, copied so the wrapper can style the Vietnamese text alike.",
    upstream: '@docusaurus/theme-classic/src/theme/AnnouncementBar/Content/styles.module.css',
    sha256: '266df2dcb748ffda2282bb308d3ead35853a41571a7f5f59af8e7cdcbe704d77',
    guards: ['tests/e2e/chrome.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/code-blocks/theme/CodeBlock/index.tsx',
    relies:
      'The code block: a fork that renders the HTML highlighted at build time, with the stock copy and wrap buttons.',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx',
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
    guards: ['tests/e2e/code-blocks.test.ts'],
    fork: true,
  },
  {
    ours: 'src/theme/TabItem/index.tsx',
    relies: "The tab panel: a fork that gives each panel the ids the tabs' ARIA attributes name.",
    upstream: '@docusaurus/theme-classic/src/theme/TabItem/index.tsx',
    sha256: 'ae4551e4bf875551562f45828998dc22e58ca81f73badc96519deddf1b50a257',
    guards: ['tests/e2e/tabs.test.ts', 'tests/e2e/api-panes.test.ts'],
    fork: true,
  },
  {
    ours: 'src/theme/TabItem/styles.module.css',
    relies: "The tab panel's stylesheet, copied with the fork.",
    upstream: '@docusaurus/theme-classic/src/theme/TabItem/styles.module.css',
    sha256: 'e1321924bc6c1a8eabda916c5418efc0c9bac50e3ca17127c9cda94f2736e4c6',
    guards: ['tests/e2e/tabs.test.ts', 'tests/e2e/api-panes.test.ts'],
    fork: false,
  },
  {
    ours: 'src/theme/Tabs/index.tsx',
    relies: "The wrapper passes each tab's ids as the `attributes` the classic Tabs spreads onto the tab.",
    upstream: '@docusaurus/theme-classic/src/theme/Tabs/index.tsx',
    sha256: '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8',
    guards: ['tests/e2e/tabs.test.ts', 'tests/e2e/api-panes.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/code-blocks/index.ts',
    relies:
      "The classic theme's client module that loads Prism grammars in the browser, swapped for an empty one (code is highlighted at build time).",
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    guards: ['tests/unit/code-blocks.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/page-lang/client/code-translations.ts',
    relies: '`translate()` reads @generated/codeTranslations at every call, which the stand-in answers.',
    upstream: '@docusaurus/core/lib/client/exports/Translate.js',
    sha256: 'd6c0713611fccc4482591b7ec57eb4c1aa9faba257ea35ce22ab1e404fa9620b',
    guards: ['tests/unit/vi-chrome.test.ts', 'tests/unit/page-lang-context.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/page-lang/client/i18n.ts',
    relies: "`<html lang>` from the locale's `htmlLang`, which the stand-in of @generated/i18n answers.",
    upstream: '@docusaurus/core/lib/client/SiteMetadataDefaults.js',
    sha256: '97545d49f9e86b20e8b6f9c44708f20a4409d573b35c522f80cd299c25fc9c51',
    guards: ['tests/unit/vi-chrome.test.ts', 'tests/unit/page-lang-context.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/page-lang/client/i18n.ts',
    relies: 'The context value that carries @generated/i18n.',
    upstream: '@docusaurus/core/lib/client/docusaurusContext.js',
    sha256: '70529fb3d95d7b5bb1fbb378bb7456040afd297f125b6bb269946bf9a49478ff',
    guards: ['tests/unit/vi-chrome.test.ts', 'tests/unit/page-lang-context.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/page-lang/client/vi-theme.ts',
    relies: "The theme's translation ids (tests/unit/vi-chrome.test.ts checks every one is translated).",
    upstream: '@docusaurus/theme-translations/locales/base/theme-common.json',
    sha256: '61cc7fc752f7272051d2a3f06f4ed5e90f88352e530ea49877dd4b902ef99ed0',
    guards: ['tests/unit/vi-chrome.test.ts', 'tests/unit/page-lang-context.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/page-lang/client/vi-theme.ts',
    relies: "Most of the Vietnamese strings are this file's.",
    upstream: '@docusaurus/theme-translations/locales/vi/theme-common.json',
    sha256: '406ece95950e05d12ccfef4216e8618a8dc1712c08236b0a94cd26d6a75899d4',
    guards: ['tests/unit/vi-chrome.test.ts', 'tests/unit/page-lang-context.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/build/mdx-dependencies/index.ts',
    relies: 'The loader compiles the page with its remark plugins within its own call.',
    upstream: '@docusaurus/mdx-loader/lib/loader.js',
    sha256: '90bbdae6eed64a30a1764e7afc27bec1cbfd95a7153b009164711cee03603b1b',
    guards: ['tests/unit/mdx-dependencies.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/build/mdx-dependencies/index.ts',
    relies: "The VFile whose `path` is the loader's resource.",
    upstream: '@docusaurus/mdx-loader/lib/processor.js',
    sha256: '85eeb841ae3fffff1d7e6a6bcd1f8b33581b112419af9b84e9bd1a0110fd86e0',
    guards: ['tests/unit/mdx-dependencies.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/build/mdx-dependencies/index.ts',
    relies: '`compileToJSX`.',
    upstream: '@docusaurus/mdx-loader/lib/utils.js',
    sha256: '9e3ec724099f3893e134349ce75a5d2d975c25a9b613fec5479c71bce5add852',
    guards: ['tests/unit/mdx-dependencies.test.ts'],
    fork: false,
  },
  {
    ours: 'src/theme/Tabs/index.tsx',
    relies:
      "`useQueryStringValue(key)`, exported by `@docusaurus/theme-common/internal`: the query string's value for a key, read while rendering (a shared link's `?lang=`).",
    upstream: '@docusaurus/theme-common/lib/internal.js',
    sha256: 'd9e37193d3408d1409e3e7981d6be477ca522ad30e8883329e24689bbcb12123',
    guards: ['tests/e2e/api-panes.test.ts'],
    fork: false,
  },
  {
    ours: 'src/theme/Tabs/index.tsx',
    relies: '`useQueryStringValue` itself: the value of the current location, updated on navigation.',
    upstream: '@docusaurus/theme-common/lib/utils/historyUtils.js',
    sha256: 'a1427f88fcd324ce881606c872ae9808d11269ec88af0fba3c49860c1347e2c9',
    guards: ['tests/e2e/api-panes.test.ts'],
    fork: false,
  },
  {
    ours: 'src/components/deepestRoute.ts',
    relies:
      "`@generated/routes`, the site's route tree (`path`, `exact`, nested `routes`), read to tell whether an address is a page: the other edition's in the language menu (src/theme/NavbarItem/LanguageMenu), the page's own for the not-found pages' chrome (src/components/useAudience.ts).",
    upstream: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    guards: ['tests/e2e/chrome.test.ts', 'tests/e2e/vietnamese.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/call-inspector/theme/CallInspector/Inspector.tsx',
    relies:
      "The generated files' layout: `createData` writes to `.docusaurus/<plugin name>/<plugin id>/<name>`, which the inspector imports as `@generated/pitel-call-inspector/default/catalogue.json`.",
    upstream: '@docusaurus/core/lib/server/plugins/actions.js',
    sha256: '0023d6f79e789ceed99f9f59857ba8c401bbaf80dfe49a4c2e027fbf86227b3c',
    guards: ['tests/e2e/call-inspector.test.ts'],
    fork: false,
  },
  {
    ours: 'src/plugins/features/diagrams/grammar.ts',
    relies:
      "Mermaid's parser reaches DOMPurify (this ES module, the instance Mermaid imports) only through its hooks and `sanitize`, which it lacks without a DOM: stubbed with no-ops so the parser runs in Node.",
    upstream: 'dompurify/dist/purify.es.mjs',
    sha256: '1a06b721ad8b46d6174b21f22ea70290aaf3e5a81d65af3b7178113953f7c9b1',
    guards: ['tests/unit/diagrams.test.ts'],
    fork: false,
  },
];

/** A package's folder; packages whose `exports` hide package.json are looked up in node_modules. */
export function packageDir(pkg: string): string {
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    return path.join(root, 'node_modules', ...pkg.split('/'));
  }
}

/** A package path's package (`@scope/name` or `name`) and the file inside it. */
function splitSpec(spec: string): {pkg: string; rest: string[]} {
  const parts = spec.split('/');
  const n = spec.startsWith('@') ? 2 : 1;
  return {pkg: parts.slice(0, n).join('/'), rest: parts.slice(n)};
}

export function upstreamFile(spec: string): string {
  const {pkg, rest} = splitSpec(spec);
  return path.join(packageDir(pkg), ...rest);
}

export function versionOf(spec: string): string {
  return JSON.parse(readFileSync(path.join(packageDir(splitSpec(spec).pkg), 'package.json'), 'utf8')).version;
}

/** The sha-256 of a file, in hex. */
export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

export interface UpstreamState {
  watched: Watched;
  /** The file in the given node_modules folder. */
  file: string;
  /** `same`: the recorded hash; `changed`: another content; `missing`: no such file. */
  state: 'same' | 'changed' | 'missing';
}

/** Each watched upstream file as installed under `nodeModules` (another copy of the site's, for instance). */
export function upstreamStates(nodeModules: string): UpstreamState[] {
  return ALL_WATCHED.map((watched) => {
    const file = path.join(nodeModules, ...watched.upstream.split('/'));
    if (!existsSync(file)) return {watched, file, state: 'missing'};
    return {watched, file, state: sha256(file) === watched.sha256 ? 'same' : 'changed'};
  });
}

/** A reliance on Docusaurus's behaviour that no single upstream file pins: a test guards it instead. */
export interface Behaviour {
  ours: string;
  relies: string;
  layer: boolean;
  guards: string[];
}

export const BEHAVIOURS: Omit<Behaviour, 'layer'>[] = [
  {
    ours: 'src/plugins/features/page-lang',
    relies:
      "React's current dispatcher (`H` of its client internals), which development builds read to tell a render from module code.",
    guards: ['tests/unit/page-lang-context.test.ts'],
  },
  {
    ours: 'src/plugins/build/mdx-dependencies',
    relies:
      "Docusaurus's fallback MDX rule reads the `include` of every rule that matches `.mdx`: the plugin's rule matches by `resource`.",
    guards: ['tests/unit/mdx-dependencies.test.ts'],
  },
  {
    ours: 'src/plugins/build/markdown-twins',
    relies:
      "The classic theme's article markup (`theme-doc-markdown`, the admonitions' class prefixes, the tabs' roles, `hash-link`) and `postBuild`'s routes; its rehype step stops the build on missing markup.",
    guards: ['tests/unit/markdown-twins.test.ts', 'tests/e2e/markdown-twins.test.ts'],
  },
  {
    ours: 'src/theme/DocItem/Metadata',
    relies:
      "The classic DocItem/Metadata writes `og:image` from the front matter's `image`, and a later `<Head>` replaces a meta of the same property.",
    guards: ['tests/e2e/social-cards.test.ts'],
  },
];

const LEAN_DIR = 'packages/docusaurus-lean';
const fromRoot = <R extends {ours: string; guards: string[]}>(r: R): R & {layer: true} => ({
  ...r,
  ours: `${LEAN_DIR}/${r.ours}`,
  guards: r.guards.map((g) => `${LEAN_DIR}/${g}`),
  layer: true,
});
const ofSite = <R extends object>(r: R): R & {layer: false} => ({...r, layer: false});

/**
 * The site's record and the layer's (packages/docusaurus-lean/tests/upstream-files.ts), with paths from
 * the repository's root: what PRIVATE-APIS.md and `npm run check:next` read.
 */
export const ALL_WATCHED: Watched[] = [...WATCHED.map(ofSite), ...lean.WATCHED.map(fromRoot)];
export const ALL_BEHAVIOURS: Behaviour[] = [...BEHAVIOURS.map(ofSite), ...lean.BEHAVIOURS.map(fromRoot)];
