/**
 * Social cards: one PNG per section of src/config/sections.ts (1200×630, under 100 KB), drawn at
 * build time (./render.ts, @resvg/resvg-js with the system's fonts) and written in postBuild to
 * `/img/social/<section>.png` (./cards.ts: cardPath). Nothing runs when a page is served.
 *
 * The pages name them through stock Docusaurus: docusaurus.config.ts gives every page of a section its
 * card as the front matter `image` (`markdown.parseFrontMatter`, ./cards.ts: socialCardFrontMatter),
 * which the classic theme turns into `og:image` and `twitter:image` with the site's absolute URL;
 * `themeConfig.image` is the card of the pages outside the sections (the search page, the not-found
 * page); the size is in `themeConfig.metadata`, and src/theme/DocItem/Metadata adds the text alternative.
 */
import {readdirSync, statSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {BuildCache, importsVersion} from '../../shared/build-cache';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sections as allSections, type Section} from '../../../config/sections';
import {cardPath, cardTexts} from './cards';

/** The system's font files (name and size), which decide how a card is drawn. */
function fontFingerprint(dir = '/usr/share/fonts'): string {
  try {
    return (readdirSync(dir, {recursive: true}) as string[])
      .sort()
      .map((f) => `${f}:${statSync(path.join(dir, f)).size}`)
      .join('\n');
  } catch {
    return 'no fonts';
  }
}

/**
 * The cards' cache (src/plugins/shared/build-cache.ts): a card is keyed by its texts; the version holds
 * the drawing code's import graph, the installed packages and the system's fonts.
 */
export function cardCache(siteDir: string): BuildCache {
  const version = importsVersion([path.join(__dirname, 'render.ts'), path.join(__dirname, 'cards.ts')], siteDir);
  return new BuildCache(siteDir, 'social-cards', `${version}:${fontFingerprint()}`);
}

/** Draws the card of every section into a build folder; returns the files written, relative to it. */
export async function writeSocialCards(
  outDir: string,
  list: readonly Section[] = allSections,
  cache?: BuildCache,
): Promise<string[]> {
  const files: string[] = [];
  for (const section of list) {
    const file = cardPath(section.id).slice(1);
    const key = cache?.key(JSON.stringify(cardTexts[section.id]));
    let png = key ? await cache?.get(key, '.png') : undefined;
    if (!png) {
      // The renderer (a native module) loads only when a card is drawn, not with the config.
      const {renderCard} = await import('./render');
      png = renderCard(cardTexts[section.id]);
      if (key) await cache?.put(key, png, '.png');
    }
    await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
    await writeFile(path.join(outDir, file), png);
    files.push(file);
  }
  await cache?.prune();
  return files;
}

export default function socialCards(context: LoadContext): Plugin {
  return {
    name: 'pitel-social-cards',
    async postBuild({outDir}) {
      await writeSocialCards(outDir, allSections, cardCache(context.siteDir));
    },
  };
}
