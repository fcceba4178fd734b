import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {contentDirs, mdxFiles} from '../../src/lint/content';

const root = path.resolve(__dirname, '../..');
/** Languages that are not code: rendered as plain text or by another component. */
const NOT_HIGHLIGHTED = new Set(['text', 'mermaid']);

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
  const additional: string[] = (config.themeConfig as any).prism.additionalLanguages;

  it('are all highlighted: bundled with prism-react-renderer or listed in additionalLanguages', () => {
    const missing = [...usedLanguages()]
      .filter(([lang]) => !NOT_HIGHLIGHTED.has(lang) && !Prism.languages[lang] && !additional.includes(lang))
      .map(([lang, file]) => `${lang} (first used in ${file})`);
    expect(missing).toEqual([]);
  });

  it('lists no extra language that no page uses (each one adds to every page load)', () => {
    const used = usedLanguages();
    expect(additional.filter((lang) => !used.has(lang) && !Prism.languages[lang])).toEqual([]);
    expect(additional.filter((lang) => !used.has(lang))).toEqual([]);
  });
});
