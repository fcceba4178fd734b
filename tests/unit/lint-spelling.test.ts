/**
 * With `lint-content.test.ts`: The writers' lint rules and the spelling check (broken fixtures; the
 * voice rules read a phrase wrapped across source lines as one); the quickstart keeps to 1,500
 * words of prose (`pitel-docs:word-budget`, failing on the pre-issue-35 quickstart); changelog
 * entries (`pitel-docs:changelog-entry`: name, front matter, truncate marker, a link; the
 * Vietnamese rules on the Vietnamese entries).
 */
import path from 'node:path';
import {lint} from 'cspell';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/lint/spelling');

/** The words cspell flags in one file, with the project's cspell.config.yaml. */
async function unknownWords(file: string): Promise<string[]> {
  const words: string[] = [];
  await lint(
    [path.join(fixtures, file)],
    {root, config: path.join(root, 'cspell.config.yaml'), progress: false, summary: false},
    {
      issue: (issue) => void words.push(issue.text),
    },
  );
  return words;
}

// Loading the dictionaries takes seconds on a busy machine: a generous limit, not a speed check.
describe('spelling (cspell)', {timeout: 60_000}, () => {
  it('passes a clean page: code, URLs, UUIDs, heading ids, API operations and Vietnamese labels are skipped', async () => {
    expect(await unknownWords('docs/clean.mdx')).toEqual([]);
  });

  it('flags misspelt words in a page', async () => {
    expect(await unknownWords('docs/misspelt.mdx')).toEqual(['recieve', 'responce']);
  });

  it('checks OpenAPI descriptions, not field names or examples', async () => {
    expect(await unknownWords('openapi/spec.yaml')).toEqual(['paramter']);
  });

  it('accepts Vietnamese under bitrix_vie/ and flags the same sentence in an English section', async () => {
    expect(await unknownWords('bitrix_vie/vietnamese.mdx')).toEqual([]);
    const english = await unknownWords('docs/vietnamese.mdx');
    expect(english).toEqual(expect.arrayContaining(['Chiến', 'dịch', 'chạy']));
  });
});
