/**
 * The API reference's questions for Pitel support (src/plugins/features/api-reference/questions.ts): the shared questions
 * and their page, the `x-question` of the documents and the `questions` of the front matter, and the one closing
 * list each reference page ends with.
 */
import {mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {List, Root, RootContent} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {apiPageNodes, apiFrontMatter} from '../../src/plugins/features/api-reference';
import {
  API_QUESTIONS_PAGE,
  apiQuestions,
  CLOSING_ID,
  CLOSING_TITLE,
  frontMatterQuestions,
  isQuestionText,
  questionsOf,
  questionsPageNodes,
  withClosingQuestions,
} from '../../src/plugins/features/api-reference/questions';
import {isOpaque, openFieldQuestions} from '../../src/plugins/features/api-reference/render';
import {frontMatterOf, mdxFilesUnder} from '../../src/config/content-files';

const root = path.resolve(__dirname, '../..');
const md = (text: string) =>
  unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(text).children as RootContent[];
const textOf = (node: unknown): string => {
  const n = node as {value?: string; children?: unknown[]};
  return n.value ?? (n.children ?? []).map(textOf).join('');
};
const items = (nodes: RootContent[]) => (nodes.find((n) => n.type === 'list') as List).children.map(textOf);

describe('the shared questions', () => {
  it('have one id each, in kebab case, and are questions', () => {
    const ids = apiQuestions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of apiQuestions) {
      expect(q.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(isQuestionText(q.question), q.id).toBe(true);
    }
  });

  it('are grouped by topic on their page, each under a heading with its id', () => {
    const nodes = questionsPageNodes();
    const topics = [...new Set(apiQuestions.map((q) => q.topic))];
    expect(nodes.filter((n) => n.type === 'heading' && n.depth === 2).map(textOf)).toEqual(topics);
    const h3 = nodes.filter((n): n is Extract<RootContent, {type: 'heading'}> => n.type === 'heading' && n.depth === 3);
    expect(h3.map((h) => (h.data as {hProperties: {id: string}}).hProperties.id)).toEqual(
      apiQuestions.map((q) => q.id),
    );
    // A topic's questions stand together, so the page lists them in the order of the registry.
    const order = apiQuestions.map((q) => q.topic);
    expect(order.filter((t, i) => i === 0 || t !== order[i - 1])).toEqual(topics);
  });
});

describe('x-question and the front matter', () => {
  it('take the id of a shared question or the text of a question, and refuse anything else', () => {
    expect(questionsOf({'x-question': 'paging-defaults'})).toEqual(['paging-defaults']);
    expect(questionsOf({'x-question': ['token-lifetime', 'Is this a question?']})).toEqual([
      'token-lifetime',
      'Is this a question?',
    ]);
    expect(questionsOf({})).toEqual([]);
    expect(() => questionsOf({'x-question': 'paging-default'})).toThrow(/paging-default/);
    expect(frontMatterQuestions({questions: ['field-presence']})).toEqual(['field-presence']);
    expect(() => frontMatterQuestions({questions: ['no-such-question']})).toThrow(/no-such-question/);
    expect(() => frontMatterQuestions({questions: 'field-presence'})).toThrow(/a list of ids/);
  });

  it('name only questions that exist, on every page of the site, and a question of its own stands on one page only', () => {
    const pages = ['docs', 'guide', 'bitrix_eng', 'pitel_app'].flatMap((dir) => mdxFilesUnder(path.join(root, dir)));
    const own = new Map<string, string[]>();
    for (const file of pages) {
      const text = readFileSync(file, 'utf8');
      const frontMatter = frontMatterOf(text);
      // Throws on an id that is not a shared question.
      frontMatterQuestions(frontMatter);
      for (const m of text.matchAll(/\/api\/questions#([a-z0-9-]+)/g))
        expect(
          apiQuestions.map((q) => q.id),
          file,
        ).toContain(m[1]);
      const api = apiFrontMatter(frontMatter);
      if (!api) continue;
      // Throws on an `x-question` that is neither.
      const {questions} = apiPageNodes(root, api, file, false);
      for (const q of new Set(questions.filter(isQuestionText)))
        own.set(q, [...(own.get(q) ?? []), path.relative(root, file)]);
    }
    const repeated = [...own].filter(([, where]) => where.length > 1).map(([q, where]) => `${q} (${where.join(', ')})`);
    expect(repeated, 'a question several pages raise belongs on the questions page').toEqual([]);
  }, 60_000);
});

describe("a page's closing list", () => {
  it("is added before Related pages, under its title and id, with the intro and the questions, the page's own first", () => {
    const nodes = withClosingQuestions(md('Text.\n\n## Related pages\n\n- [Support](/support)\n'), [
      'field-presence',
      'Is this a question?',
    ]);
    const h2 = nodes.filter((n) => n.type === 'heading' && n.depth === 2);
    expect(h2.map(textOf)).toEqual([CLOSING_TITLE, 'Related pages']);
    expect((h2[0].data as {hProperties: {id: string}}).hProperties.id).toBe(CLOSING_ID);
    expect(JSON.stringify(nodes)).toContain('"url":"/support"');
    expect(items(nodes)).toEqual([
      'Is this a question?',
      apiQuestions.find((q) => q.id === 'field-presence')!.question.replace(/`/g, ''),
    ]);
    expect(JSON.stringify(nodes)).toContain(`"url":"${API_QUESTIONS_PAGE}#field-presence"`);
  });

  it("completes the page's own list, without asking twice", () => {
    const page = md(
      '## Questions for Pitel support\n\nIntro.\n\n- Is this a question?\n- [Which fields?](/api/questions#field-presence)\n\n## Related pages\n',
    );
    const nodes = withClosingQuestions(page, ['field-presence', 'Is this a question?', 'paging-defaults']);
    expect(nodes.filter((n) => n.type === 'heading' && n.depth === 2)).toHaveLength(2);
    expect(items(nodes)).toHaveLength(3);
    expect(JSON.stringify(nodes).match(/#paging-defaults/g)).toHaveLength(1);
    // A section with no list of its own: the list comes right after its opening paragraph, above the page's line under it.
    const withLine = withClosingQuestions(
      md('## Questions for Pitel support\n\nIntro.\n\nAlso asked: [a guide question](/guide/x/questions#y).\n'),
      ['paging-defaults'],
    );
    expect(withLine.map((n) => n.type)).toEqual(['heading', 'paragraph', 'list', 'paragraph']);
    // Nothing to ask: the page is left as it is.
    expect(withClosingQuestions(md('Text.\n'), [])).toEqual(md('Text.\n'));
  });

  it("asks about an array whose items its schema leaves open, not about a map of the tenant's own keys", () => {
    expect(isOpaque({type: 'array', items: {type: 'object', additionalProperties: true}})).toBe(true);
    expect(isOpaque({type: ['array', 'null'], items: {}})).toBe(true);
    expect(isOpaque({type: 'array', items: {type: 'object', properties: {id: {type: 'string'}}}})).toBe(false);
    expect(isOpaque({type: 'array', items: {type: 'string'}})).toBe(false);
    expect(isOpaque({type: 'object', additionalProperties: true})).toBe(false);
  });

  it('asks once about the fields whose content a schema leaves open, the places with the same fields together', () => {
    expect(
      openFieldQuestions([
        {field: 'users[]', kind: 'answer', target: 'GET /v3/x'},
        {field: 'users[]', kind: 'answer', target: 'GET /v3/x/{id}'},
        {field: 'kpi', kind: 'answer', target: 'GET /v3/y'},
        {field: 'extra', kind: 'event', target: 'presskey'},
        {field: 'extra', kind: 'body', target: 'PUT /v3/z'},
      ]),
    ).toEqual([
      'What does `users[]` hold in the answers of `GET /v3/x` and `GET /v3/x/{id}`?',
      'What does `kpi` hold in the answer of `GET /v3/y`?',
      'What does `extra` hold in the body of `PUT /v3/z` and the `presskey` event?',
    ]);
  });

  it('ends every reference page that raises a question, in the built reference, and the questions page has none', async () => {
    const {remarkApiReference} = await import('../../src/plugins/features/api-reference');
    const {VFile} = await import('vfile');
    // A site of its own, with the site's documents, so the digests the step writes stay out of the repository.
    const site = mkdtempSync(path.join(tmpdir(), 'api-questions-'));
    symlinkSync(path.join(root, 'openapi'), path.join(site, 'openapi'));
    for (const file of ['docs/api/v3/carrier/get.mdx', 'docs/module/psr/intro.mdx', 'docs/api/questions.mdx']) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
      const processor = unified()
        .use(remarkParse)
        .use(remarkMdx)
        .use(remarkGfm)
        .use(remarkApiReference, {siteDir: site});
      const vfile = new VFile({value: body, path: path.join(site, file), data: {frontMatter: frontMatterOf(text)}});
      const tree = (await processor.run(processor.parse(vfile), vfile)) as Root;
      const closing = JSON.stringify(tree).match(/"value":"Questions for Pitel support"/g) ?? [];
      expect(closing.length, file).toBe(file.endsWith('questions.mdx') ? 0 : 1);
    }
    rmSync(site, {recursive: true, force: true});
  });
});
