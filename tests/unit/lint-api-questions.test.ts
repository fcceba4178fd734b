/**
 * The questions of the main section are asked once (scripts/lint/api-questions.ts, `pitel-docs:api-question-once`;
 * WRITING.md, "The question sweep"). The broken fixture in tests/fixtures/lint/api-questions/ holds two pages: both
 * ask the same question of their own, one links a question id that does not exist, one links a shared question
 * under words of its own, and one asks a shared question in its own words instead of linking it. Fixed, they pass,
 * and the index lists each question with the pages that raise it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parsePage} from '../../scripts/lint/content';
import {apiQuestionsOnce, documentRaisings, questionIndex} from '../../scripts/lint/api-questions';

const fixtures = path.resolve(__dirname, '../fixtures/lint/api-questions');
const rel = path.relative(process.cwd(), fixtures).split(path.sep).join('/');

/** The fixture's pages, with their text rewritten by `edit`. */
function fixturePages(edit: (name: string, text: string) => string = (_, t) => t) {
  return readdirSync(fixtures).map((name) => {
    const file = `${rel}/${name}`;
    return {file, tree: parsePage(file, edit(name, readFileSync(path.join(fixtures, name), 'utf8')))};
  });
}

describe('a question once in the main section (pitel-docs:api-question-once)', () => {
  it('reports a repeated question, an unknown id, a drifted link text and a shared question in other words (broken fixture)', () => {
    const problems = apiQuestionsOnce(fixturePages());
    expect(problems.map((p) => `${path.basename(p.file)}:${p.line} ${p.message.split(',')[0]}`)).toEqual([
      'hooks.mdx:14 Unexpected question asked 2 times (tests/fixtures/lint/api-questions/hooks.mdx',
      'hooks.mdx:15 Unexpected link text for /api/questions#time-zone',
      'hooks.mdx:16 Unexpected question id "no-such-question"',
      "hooks.mdx:17 Unexpected question asked in the page's own words: it is /api/questions#rate-limits",
      'receiver.mdx:12 Unexpected question asked 2 times (tests/fixtures/lint/api-questions/hooks.mdx',
    ]);
  });

  it('passes once the repeated question is shared, the ids exist and the links carry the shared text', () => {
    const fixed = fixturePages((name, text) =>
      name === 'receiver.mdx'
        ? text.replace(/^- Does Pitel keep.*$/m, '- Which port does the receiver listen on?')
        : text
            .replace(
              '[Which time zone?]',
              "[In which time zone are the times written without an offset: the call records' times, the events' times, and the windows of the reports and statistics?]",
            )
            .replace(/^- \[Which fields are optional\?\].*$/m, '')
            .replace(
              /^- How many requests.*$/m,
              '- [How many requests may a tenant send to the v1, v3 and psr APIs, and what does a call answer beyond that limit?](/api/questions#rate-limits)',
            ),
    );
    expect(apiQuestionsOnce(fixed)).toEqual([]);
    const index = questionIndex(fixed);
    expect(index.get('event-retries')).toEqual([`${rel}/hooks.mdx (front matter)`]);
    expect(index.get('rate-limits')).toEqual([`${rel}/hooks.mdx (link)`]);
  });

  it("reads the OpenAPI documents' x-question, shared ids and questions of their own", () => {
    const raised = documentRaisings();
    expect(raised.some((r) => r.key === 'event-status' && r.file === 'openapi/v1.yaml')).toBe(true);
    expect(raised.some((r) => r.key.startsWith('own:') && r.text?.endsWith('?'))).toBe(true);
  });
});
