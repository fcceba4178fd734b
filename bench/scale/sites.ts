/**
 * Writes the three sites of the scale bench at k× the pages (bench/scale/model.ts):
 * - ours: a copy of the site's sources in bench/.work/scale/<k>x/ours (it resolves its packages from
 *   the repository's node_modules, above it), with the copies of the pages, their sidebars and
 *   sections added;
 * - the vanilla Docusaurus and VitePress anchors: the anchors' pages and their copies, written inside
 *   the anchors' installs (bench/.work/docusaurus/scale-<k>x, bench/.work/vitepress/scale-<k>x) so they
 *   use the packages installed there;
 * - the assembled peer: the same, in bench/.work/peer/scale-<k>x, with k copies of its reference
 *   (bench/anchors/peer.ts, writePeerScaled).
 */
import {cpSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ownSidebars from '../../sidebars';
import {pagePairs, type PagePair} from '../../src/config/pages';
import {sections, type Section} from '../../src/config/sections';
import {mdxFilesUnder} from '../../src/config/content-files';
import {
  DOCUSAURUS_DIR,
  VITEPRESS_DIR,
  WORK,
  root,
  writeDocusaurusSite,
  writeVitePressSite,
  type AnchorPage,
} from '../anchors/generate';
import {PEER_DIR, writePeerScaled} from '../anchors/peer';
import {
  copiedPagePairs,
  copySection,
  copySlug,
  copyTag,
  mainSection,
  scaledMainSidebar,
  scalePages,
  scaledSections,
} from './model';

export const SCALE_DIR = path.join(WORK, 'scale');

export const scaleName = (k: number) => `${k}x`;
export const oursDir = (k: number) => path.join(SCALE_DIR, scaleName(k), 'ours');
export const docusaurusDir = (k: number) => path.join(DOCUSAURUS_DIR, `scale-${scaleName(k)}`);
export const peerDir = (k: number) => path.join(PEER_DIR, `scale-${scaleName(k)}`);
/** The VitePress source folder of scale k, inside VITEPRESS_DIR (built to `<it>/.vitepress/dist`). */
export const vitepressSrc = (k: number) => `scale-${scaleName(k)}`;

/**
 * What our site is built from, besides the section folders: the changelogs' entries (they do not grow
 * with the scale), the docs MCP server, which the build bundles into one published file, and the
 * content negotiation of deploy/, which the static-hosts step writes for nginx.
 */
const SITE_FILES = [
  'docusaurus.config.ts',
  'sidebars',
  'src',
  'static',
  'openapi',
  'changelog',
  'changelog_vie',
  'scripts/mcp',
  // The content negotiation the static-hosts step writes for nginx (deploy/negotiate.ts, edge-code.ts).
  'deploy',
  'tsconfig.json',
  'package.json',
];

/**
 * A module whose exported list `name` (`export const <name>: readonly <type>[] = [`) gets `added` at its end:
 * the module's own list renamed `own<Name>`, and the list exported again with the additions.
 */
function appendedListModule(file: string, source: string, name: string, type: string, added: readonly unknown[]) {
  const marker = `export const ${name}: readonly ${type}[] = [`;
  if (!source.includes(marker)) throw new Error(`${file}: "${marker}" not found; update bench/scale/sites.ts`);
  const own = `own${name[0].toUpperCase()}${name.slice(1)}`;
  return (
    source.replace(marker, `const ${own}: readonly ${type}[] = [`) +
    `\n// Added by the scale bench (bench/scale/sites.ts).\nexport const ${name}: readonly ${type}[] = [...${own}, ...(${JSON.stringify(added, null, 2)} as ${type}[])];\n`
  );
}

/** src/config/sections.ts of a k× site: our sections, then the copies. */
export const scaledSectionsModule = (source: string, copies: readonly unknown[]) =>
  appendedListModule('src/config/sections.ts', source, 'sections', 'Section', copies);

/** src/config/pages.ts of a k× site: our page pairs, then those of the copies (model.ts, copiedPagePairs). */
export const scaledPagePairsModule = (source: string, copies: readonly PagePair[]) =>
  appendedListModule('src/config/pages.ts', source, 'pagePairs', 'PagePair', copies);

/** src/plugins/build/social-cards/cards.ts of a k× site: each copy's card texts are those of the section it copies. */
export function scaledCardsModule(source: string, copies: readonly Section[]): string {
  const MARKER = 'export const cardTexts: Record<SectionId, CardText> = {';
  if (!source.includes(MARKER))
    throw new Error(`src/plugins/build/social-cards/cards.ts: "${MARKER}" not found; update bench/scale/sites.ts`);
  // Copy n of section `id` is `id_x<n>` (model.ts, copySection).
  const pairs = copies.map((c) => [c.id, String(c.id).replace(/_x\d+$/, '')]);
  return `${source}\n// Added by the scale bench (bench/scale/sites.ts).\nfor (const [copy, base] of ${JSON.stringify(pairs)} as [SectionId, SectionId][]) cardTexts[copy] = cardTexts[base];\n`;
}

/** Our site at k× the doc pages, in `dir`. Returns the number of doc pages written. */
export function writeOursScaled(k: number, dir = oursDir(k)): number {
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  for (const f of SITE_FILES) cpSync(path.join(root, f), path.join(dir, f), {recursive: true});
  for (const s of sections) cpSync(path.join(root, s.path), path.join(dir, s.path), {recursive: true});

  const main = mainSection(sections);
  const list = scaledSections(sections, k);
  const copies = list.slice(sections.length);
  for (let n = 2; n <= k; n++) {
    // Copy n of the main section, with absolute slugs moved under /x<n>.
    const to = path.join(dir, main.path, copyTag(n));
    cpSync(path.join(root, main.path), to, {recursive: true});
    for (const file of mdxFilesUnder(to)) writeFileSync(file, copySlug(readFileSync(file, 'utf8'), n));
    // Copy n of every other section, with a sidebar file that names the copy's sidebar.
    for (const s of sections.filter((x) => x.routeBasePath)) {
      const copy = copySection(s, n);
      cpSync(path.join(root, s.path), path.join(dir, copy.path), {recursive: true});
      writeFileSync(
        path.join(dir, copy.sidebarPath),
        `// Written by the scale bench (bench/scale/sites.ts).\nimport base from './${path.basename(s.sidebarPath, '.ts')}';\n\nexport default {${JSON.stringify(copy.id)}: base[${JSON.stringify(s.id)}]};\n`,
      );
    }
  }

  // The main sidebar with the editions added, and the sections list with the copies.
  if (main.sidebarPath !== 'sidebars.ts')
    throw new Error(`the main sidebar is ${main.sidebarPath}, not sidebars.ts: update bench/scale/sites.ts`);
  const own = ownSidebars as unknown as Record<string, Parameters<typeof scaledMainSidebar>[0]>;
  const scaled = {...own, [main.id]: scaledMainSidebar(own[main.id], k)};
  writeFileSync(
    path.join(dir, main.sidebarPath),
    `// Written by the scale bench (bench/scale/sites.ts).\n\nexport default ${JSON.stringify(scaled, null, 2)};\n`,
  );
  const sectionsFile = path.join(dir, 'src/config/sections.ts');
  writeFileSync(sectionsFile, scaledSectionsModule(readFileSync(sectionsFile, 'utf8'), copies));
  // The copies of the pages paired by address (src/config/pages.ts), paired as ours: the editions check of
  // src/plugins/features/page-lang stops the build on a paired page without its other edition.
  const pagesFile = path.join(dir, 'src/config/pages.ts');
  writeFileSync(
    pagesFile,
    scaledPagePairsModule(readFileSync(pagesFile, 'utf8'), copiedPagePairs(pagePairs, sections, k)),
  );
  // A copy's pages get its section's social card texts (src/plugins/build/social-cards/cards.ts has texts
  // for our sections only, and its front-matter step fails on a section without them).
  const cardsFile = path.join(dir, 'src/plugins/build/social-cards/cards.ts');
  writeFileSync(cardsFile, scaledCardsModule(readFileSync(cardsFile, 'utf8'), copies));
  // Without the Postman collections: they place each API operation on one page of the main sidebar,
  // and its copies (the editions) place it k times, which the collection step refuses. They are
  // build-time downloads; what a first visit loads does not depend on them.
  cpSync(path.join(dir, 'docusaurus.config.ts'), path.join(dir, 'site.config.ts'));
  writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    `// Written by the scale bench (bench/scale/sites.ts): the site's config without the Postman collections.\nimport base from './site.config';\n\nconst plugins = (base.plugins ?? []).filter((p) => !(typeof p === 'function' && p.name === 'postmanCollections'));\nif (plugins.length !== (base.plugins ?? []).length - 1) throw new Error('bench/scale/sites.ts: no plugin postmanCollections in the config');\nexport default {...base, plugins};\n`,
  );
  return list.reduce((n, s) => n + mdxFilesUnder(path.join(dir, s.path)).length, 0);
}

/** The anchors at k× the pages; returns the pages written to each. */
export function writeAnchorsScaled(
  pages: readonly AnchorPage[],
  k: number,
  which: {docusaurus: boolean; vitepress: boolean; peer: boolean},
): AnchorPage[] {
  const scaled = scalePages(pages, k);
  const list = scaledSections(sections, k);
  if (which.docusaurus) writeDocusaurusSite(scaled, docusaurusDir(k), list);
  if (which.peer) writePeerScaled(scaled, peerDir(k), list, k);
  if (which.vitepress) writeVitePressSite(scaled, VITEPRESS_DIR, list, vitepressSrc(k));
  return scaled;
}
