/**
 * With `code-blocks.test.ts`: The build-time highlighter, its theme CSS, its errors for unknown
 * languages, and the Prism swap.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {EXTRA_LANGUAGES, isKnownLanguage, PLAIN_LANGUAGES} from '../../src/plugins/features/code-blocks/highlight';
import {contentDirs, mdxFiles} from '../../src/config/content-files';

const root = path.resolve(__dirname, '../..');
/** Grammars that other grammars need (php builds on markup-templating). */
const DEPENDENCIES = new Set(['markup-templating']);

function usedLanguages(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of mdxFiles(contentDirs, root)) {
    for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(/^\s*```([\w+-]+)/gm)) {
      if (!used.has(m[1])) used.set(m[1], file);
    }
  }
  return used;
}

describe('code block languages', () => {
  // That every language a page uses is known, the build itself checks: it stops on an unknown one, naming
  // the file (src/plugins/features/code-blocks/rehype.ts; code-blocks.test.ts proves it).
  it('load no extra grammar that no page uses', () => {
    const used = usedLanguages();
    expect(EXTRA_LANGUAGES.filter((lang) => !used.has(lang) && !DEPENDENCIES.has(lang))).toEqual([]);
  });

  it('know plain text and not a made-up language', () => {
    for (const lang of PLAIN_LANGUAGES) expect(isKnownLanguage(lang)).toBe(true);
    expect(isKnownLanguage('bash')).toBe(true);
    expect(isKnownLanguage('cobol-2099')).toBe(false);
  });
});
