/**
 * The dependency check (`npm run lint:deps`): every package the code imports is declared in
 * package.json, nothing declared goes unused, and what the build needs is in `dependencies`.
 *
 * knip runs twice over this config:
 * - `knip`: the whole project (site, scripts, benches, tests); fails on an undeclared import
 *   ("unlisted"), a declared package nothing uses, an unknown command in package.json's scripts,
 *   or an import that resolves to nothing;
 * - `knip --production --strict`: only what `docusaurus build` and `docusaurus start` load (the
 *   entries marked `!` below); fails when that code imports a package that is only in
 *   `devDependencies`, or when something in `dependencies` is used by nothing the build loads.
 *   Type-only imports are erased when the site is compiled, so they do not count there.
 *
 * It checks dependencies only: unused files and exports are a different question, not asked here.
 * A stale entry in an ignore list below fails the first run too (`treatConfigHintsAsErrors`).
 * tests/unit/deps-check.test.ts runs the same command on broken fixtures (tests/fixtures/deps/).
 */
import {readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {KnipConfiguration} from 'knip';

/** The issue types of the check: dependencies and commands, nothing about files or exports. */
export const DEPENDENCY_ISSUES: NonNullable<KnipConfiguration['include']> = [
  'dependencies',
  'devDependencies',
  'optionalPeerDependencies',
  'unlisted',
  'binaries',
  'unresolved',
];

/**
 * The client modules Docusaurus's core publishes under `@docusaurus/<name>` (`@docusaurus/Link`,
 * `@docusaurus/useBaseUrl`, `@docusaurus/router` …): webpack aliases of the files in
 * `@docusaurus/core/lib/client/exports`, made one by one from that folder (core's
 * `loadDocusaurusAliases`), not packages. Read from the installed core, so an upgrade that adds or
 * drops one needs no edit here; real packages of the scope (`@docusaurus/theme-common`,
 * `@docusaurus/plugin-content-docs` …) stay checked.
 */
function coreClientAliases(): string[] {
  const core = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
  return readdirSync(path.join(core, 'lib/client/exports'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -'.js'.length));
}

/** Module names Docusaurus resolves itself, which are not packages: each with why. */
export function docusaurusAliases(): string[] {
  return [
    // The theme components: `@theme/Tabs` is the site's own (in src/theme) or a plugin's, else the
    // classic theme's; `@theme-original/…` and `@theme-init/…` the component a wrapper wraps.
    '^@theme(?:-original|-init)?/',
    // Files Docusaurus generates into .docusaurus/ at each build (`@generated/routes`, `@generated/i18n` …).
    '^@generated/',
    `^@docusaurus/(?:${coreClientAliases().join('|')})$`,
  ];
}

/**
 * Packages the code uses in a way no import shows; each with where. Ignoring one turns off both
 * checks for it, so the list stays short, and knip fails on an entry that stops being needed.
 */
const USED_UNSEEN = [
  // src/plugins/features/code-blocks/highlight.ts loads Prism's extra grammars with a computed
  // require(`prismjs/components/prism-${lang}.js`).
  'prismjs',
  // The webhook receivers tests/unit/programs.test.ts runs: the Express receiver in a code block of
  // docs/api/v1/event/description.mdx imports it (code blocks are not the page's imports).
  'express',
  // src/plugins/features/diagrams/grammar.ts finds Mermaid's ES-module entry by hand and requires it (as
  // render.ts does for beautiful-mermaid), to check every diagram against Mermaid's grammar.
  'mermaid',
];

/**
 * Packages the build loads without a runtime import, seen by the first run only through type
 * imports: ignored in the production run alone (in the first run the entry would be stale).
 */
const BUILD_UNSEEN = [
  // docusaurus.config.ts names it as the preset 'classic', a string (the config is not run here).
  '@docusaurus/preset-classic',
  // src/plugins/features/diagrams/render.ts finds its ES-module entry by hand and requires it (see loadRenderer).
  'beautiful-mermaid',
  // src/plugins/build/markdown-twins/article.ts and convert.ts require them the same way (requireEsm).
  'hast-util-from-parse5',
  'hast-util-to-mdast',
  'mdast-util-gfm',
  'mdast-util-to-markdown',
  'string-width',
];

/** Where Docusaurus finds the site's pages: MDX imports (components and theme aliases), code blocks left out. */
const PAGES = '{docs,bitrix_eng,bitrix_vie,guide,pitel_app}/**/*.mdx';

/** What a dependency check is told about a project: its files, and the uses no import shows. */
export interface Project {
  /** Entry files; those the build loads end in `!` (knip's production entries). */
  entry: string[];
  /** Every file of the project's own code. */
  project: string[];
  /** Packages used where no import shows (ignored in both runs). */
  usedUnseen?: string[];
  /** Packages the build loads where no import shows, seen by the first run through type imports. */
  buildUnseen?: string[];
  /** Commands that are not npm packages. */
  binaries?: string[];
  /** Not a Docusaurus site: no module names of Docusaurus's to leave aside. */
  plainNode?: boolean;
}

/**
 * The check's settings for a project. knip calls the default export of its config with its command
 * line's options: `production` is true for `--production` (or `--strict`, which implies it).
 */
/** A project's part of the check: its entries, its files, and what to leave aside. */
function workspace(site: Project, production: boolean) {
  return {
    // knip's Docusaurus plugin runs docusaurus.config.ts and calls each plugin function without the
    // context Docusaurus passes (ours read `context.generatedFilesDir`), so it fails on this site.
    // What it would add is written out here: the entries, `@site`, and the aliases.
    docusaurus: false,
    entry: site.entry,
    project: site.project,
    // `@site/…` is the site's root (Docusaurus's alias), used by pages and components.
    paths: {'@site/*': ['./*']},
    ignoreDependencies: [
      ...(site.plainNode ? [] : docusaurusAliases()),
      ...(site.usedUnseen ?? []),
      ...(production ? (site.buildUnseen ?? []) : []),
    ],
    ignoreBinaries: site.binaries ?? [],
  };
}

/** The check of a project, and of the npm workspaces beside it (their folders, as package.json lists them). */
export function dependencyCheck(
  site: Project,
  production: boolean,
  workspaces: Record<string, Project> = {},
): KnipConfiguration {
  // A workspace's build (its `lib/`, which the site imports through the package's `exports`) is checked
  // as its source.
  const common = {include: DEPENDENCY_ISSUES, treatConfigHintsAsErrors: true, ignore: ['packages/*/lib/**']};
  if (!Object.keys(workspaces).length) return {...common, ...workspace(site, production)};
  const each = Object.entries(workspaces).map(([dir, p]) => [dir, workspace(p, production)]);
  return {...common, workspaces: {'.': workspace(site, production), ...Object.fromEntries(each)}};
}

export const SITE: Project = {
  entry: [
    // What the build loads (production entries): the config and sidebars with what they import
    // (src/config, src/plugins), the theme and client code the plugins hand to Docusaurus by path
    // (src/theme, src/plugins/*/*/theme, src/plugins/*/*/client, src/clientModules, the webpack
    // loaders), and the pages with the components they import (src/components).
    'docusaurus.config.ts!',
    'sidebars.ts!',
    'sidebars/*.ts!',
    'src/**/*.{ts,tsx,cjs}!',
    `${PAGES}!`,
    // The docs MCP server, which the build bundles into one published file (src/plugins/build/mcp-bundle
    // hands esbuild its path, a string): what it imports, the build needs.
    'scripts/mcp/server.ts!',
    // The rest: the writers' lint, the MCP server and other scripts, the benches, the tests with
    // their support. package.json's scripts and vitest.config.mts are read by knip's own plugins.
    // (In the production run these become ignore patterns, so the MCP server stays out of them.)
    'scripts/*.ts',
    'scripts/{lint,next}/**/*.{ts,mjs}',
    'bench/**/*.ts',
    'tests/**/*.ts',
    // Fixtures are inputs of the tests (some deliberately broken), not code the project runs; the
    // benches' work folder holds built copies of the site (bench/scale), not the project's code.
    '!tests/fixtures/**',
    '!bench/.work/**',
  ],
  project: [
    '{docusaurus.config,sidebars}.ts',
    '{sidebars,src,scripts,bench,tests}/**/*.{ts,tsx,cjs,mjs}',
    PAGES,
    '!tests/fixtures/**',
    '!bench/.work/**',
  ],
  usedUnseen: USED_UNSEEN,
  buildUnseen: BUILD_UNSEEN,
  // Debian's libxml2-utils, not an npm package: tests/e2e/seo.test.ts validates the sitemap with it
  // (scripts/install-test-deps.sh installs it).
  binaries: ['xmllint'],
};

/** The performance layer (packages/docusaurus-lean): what a site's build loads of it, its tests and fixture site. */
export const LEAN: Project = {
  entry: [
    'src/**/*.{ts,tsx,cjs}!',
    'tests/fixture/{docusaurus.config,sidebars}.ts!',
    'tests/fixture/src/**/*.tsx!',
    'tests/**/*.ts',
    '!tests/fixtures/**',
  ],
  project: ['{src,tests}/**/*.{ts,tsx,cjs}', '!tests/fixtures/**'],
  usedUnseen: [
    // The fixture's config names the preset 'classic', a string.
    '@docusaurus/preset-classic',
    // The types of the browser code's Docusaurus aliases (`@generated/…`, `@theme/…`), named by
    // tsconfig.client.json's `types` (knip reads only tsconfig.json).
    '@docusaurus/module-type-aliases',
    '@docusaurus/theme-classic',
    // The template test runs its bin, found through createRequire(…).resolve('create-docusaurus/package.json').
    'create-docusaurus',
  ],
};

/** The Bitrix24 reference connector (examples/bitrix24-connector): its program, its tests and their stand-ins. */
export const CONNECTOR: Project = {
  entry: ['src/main.ts!', 'test/**/*.ts'],
  project: ['src/**/*.ts!', 'test/**/*.ts'],
  plainNode: true,
};

export default ({production, strict}: {production?: boolean; strict?: boolean} = {}): KnipConfiguration =>
  dependencyCheck(SITE, Boolean(production || strict), {
    'packages/docusaurus-lean': LEAN,
    'examples/bitrix24-connector': CONNECTOR,
  });
