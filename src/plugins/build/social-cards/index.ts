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
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {sections as allSections, type Section} from '../../../config/sections';
import {cardPath, cardTexts} from './cards';

/** Draws the card of every section into a build folder; returns the files written, relative to it. */
export async function writeSocialCards(outDir: string, list: readonly Section[] = allSections): Promise<string[]> {
  // The renderer (a native module) loads with the step, not with the config.
  const {renderCard} = await import('./render');
  const files: string[] = [];
  for (const section of list) {
    const file = cardPath(section.id).slice(1);
    await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
    await writeFile(path.join(outDir, file), renderCard(cardTexts[section.id]));
    files.push(file);
  }
  return files;
}

export default function socialCards(): Plugin {
  return {
    name: 'pitel-social-cards',
    async postBuild({outDir}) {
      await writeSocialCards(outDir);
    },
  };
}
