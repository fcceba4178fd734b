/**
 * The reference renderer: endpoint pages open with the method and path of each operation, after the
 * imports and with no heading; every alternative of a `oneOf` or `anyOf` listed under a row that
 * names it (`tests/fixtures/openapi-choices/`); planned operations and fields marked, samples send
 * only required and `x-sample` parameters (and refuse a header parameter other than the token), use
 * the operation's client timeout in all four languages, name the token request of their document,
 * save binary answers to a file. The document they render is tests/fixtures/api-reference/reference.yaml.
 */
import {copyFileSync, mkdtempSync, mkdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it, vi} from 'vitest';
import {remarkApiReference} from '../../src/plugins/features/api-reference';
import {
  flattenSchema,
  operationParts,
  renderOperation,
  typeLabel,
} from '../../src/plugins/features/api-reference/render';
import {
  curlSample,
  downloadFileName,
  exampleOf,
  fetchSample,
  operationSample,
  phpSample,
  pythonLiteral,
  pythonSample,
  type RequestSample,
} from '../../src/plugins/features/api-reference/samples';
import {findOperation, loadSpec, parseOperationRef, parseSpec} from '../../src/openapi';
import {asNode, asNodes, nodesOf, type TreeNode} from '../support/tree';

const siteRoot = path.resolve(__dirname, '../..');
const renderers = [curlSample, fetchSample, pythonSample, phpSample];
const allLanguages = (s: RequestSample) => renderers.map((r) => r(s));

const fixture = path.join(__dirname, '../fixtures/api-reference/reference.yaml');
const doc = parseSpec(readFileSync(fixture, 'utf8'), 'reference.yaml');

describe('the parsed documents', () => {
  it('are kept across fresh evaluations of the module, as Docusaurus reloads the sidebars file on every edit', async () => {
    const root = path.resolve(__dirname, '../..');
    const first = loadSpec(root, 'v3');
    vi.resetModules();
    const fresh = await import('../../src/openapi');
    expect(fresh.loadSpec).not.toBe(loadSpec);
    expect(fresh.loadSpec(root, 'v3')).toBe(first);
  });
  // Parsed again when the file changes, even within the same second at the same size: mdx-dependencies.test.ts.
});

describe('OpenAPI helpers', () => {
  it('parses operation references', () => {
    expect(parseOperationRef('put /v3/campaign/{campaign_uuid}')).toEqual({
      method: 'PUT',
      path: '/v3/campaign/{campaign_uuid}',
      webhook: false,
    });
    expect(parseOperationRef('WEBHOOK presskey')).toEqual({method: 'WEBHOOK', path: 'presskey', webhook: true});
    expect(() => parseOperationRef('FETCH /x')).toThrow(/unknown HTTP method/);
    expect(() => parseOperationRef('/x')).toThrow(/not an operation/);
  });

  it('finds operations, merges path parameters and resolves references', () => {
    const op = findOperation(doc, parseOperationRef('PUT /v3/campaign/{campaign_uuid}'))!;
    expect(op.parameters.map((p) => p.name)).toEqual(['campaign_uuid']);
    expect(op.operation.requestBody?.content['application/json'].schema?.properties?.campaign_name.type).toBe('string');
    expect(op.operation.responses?.['404'].description).toBe('No such campaign.');
    expect(findOperation(doc, parseOperationRef('GET /v3/campaign/{campaign_uuid}'))).toBeUndefined();
  });

  it('flattens nested objects with dotted names and arrays with []', () => {
    const op = findOperation(doc, parseOperationRef('PUT /v3/campaign/{campaign_uuid}'))!;
    const rows = flattenSchema(op.operation.requestBody?.content['application/json'].schema);
    expect(rows.map((r) => `${r.name}${r.required ? '*' : ''}`)).toEqual([
      'campaign_name*',
      'type',
      'schedules',
      'schedules.start_time',
      'carriers',
      'carriers[].carrier_uuid',
      'active',
    ]);
    expect(typeLabel({type: 'array', items: {type: 'string', format: 'uuid'}})).toBe('array of string (uuid)');
    expect(typeLabel({type: ['string', 'null']})).toBe('string | null');
  });

  it('builds a request sample from the example: its URL, the curl command with the body, Python literals', () => {
    const sample = operationSample(doc, findOperation(doc, parseOperationRef('PUT /v3/campaign/{campaign_uuid}'))!);
    expect(sample.url).toBe('https://{{API_HOST}}/v3/campaign/00000000-0000-0000-0000-0000000000c1');
    const curl = curlSample(sample);
    expect(curl).toContain("curl -X PUT 'https://{{API_HOST}}/v3/campaign/00000000-0000-0000-0000-0000000000c1'");
    expect(curl).toContain('"campaign_name": "Spring sale"');
    // Method, token and body literals in each language: sent by the site's samples, tests/unit/programs.test.ts.
    expect(pythonLiteral({a: null, b: [false]})).toBe('{\n    "a": None,\n    "b": [\n        False,\n    ],\n}');
  });

  it('sends required parameters and those marked x-sample, and no other optional one', () => {
    const op = findOperation(doc, parseOperationRef('GET /v3/thing'))!;
    expect(operationSample(doc, op).url).toBe('https://{{API_HOST}}/v3/thing?limit=10&since=2024-01-01');
    // A header parameter other than Authorization, which the samples do not send, stops the build.
    const header = {name: 'X-Tenant', in: 'header' as const, required: true};
    expect(() => operationSample(doc, {...op, parameters: [...op.parameters, header]})).toThrow(
      /GET \/v3\/thing: the samples send no header parameter but Authorization \(X-Tenant\)/,
    );
  });

  it('refuses a security scheme that does not name the request issuing its token', () => {
    // That every sample names it, in each language: tests/unit/samples.test.ts, on the site's samples.
    const noSource = {
      ...doc,
      components: {...doc.components, securitySchemes: {bearerAuth: {type: 'http' as const, scheme: 'bearer'}}},
    };
    expect(() => operationSample(noSource, findOperation(noSource, parseOperationRef('GET /v3/thing'))!)).toThrow(
      /x-token-from/,
    );
  });

  it('sets the client timeout of the operation in every language, 30 s by default', () => {
    const slow = operationSample(doc, findOperation(doc, parseOperationRef('DELETE /v3/thing'))!);
    const [curl, js, python, php] = allLanguages(slow);
    expect(curl).toContain('--max-time 90');
    expect(js).toContain('AbortSignal.timeout(90_000)');
    expect(python).toContain('timeout=90,');
    expect(php).toContain('CURLOPT_TIMEOUT => 90');
    const usual = operationSample(doc, findOperation(doc, parseOperationRef('GET /v3/thing'))!);
    expect(
      allLanguages(usual).every((code) =>
        /(?:--max-time |timeout\(|timeout=|CURLOPT_TIMEOUT => )30(?:_000)?\b/.test(code),
      ),
    ).toBe(true);
  });

  it('saves a binary answer to a file in every language', () => {
    const sample = operationSample(doc, findOperation(doc, parseOperationRef('GET /v3/thing/{id}/audio'))!);
    expect(sample.download).toEqual({fileName: 'thing-audio.bin', mediaType: 'audio/*'});
    // Saved, never parsed, in each language: tests/unit/samples.test.ts, on the site's. Here: the bytes as sent.
    const [, js, python] = allLanguages(sample);
    expect(js).toContain('await writeFile("thing-audio.bin", Buffer.from(await response.arrayBuffer()));');
    expect(python).toContain('with open("thing-audio.bin", "wb") as file:\n    file.write(response.content)');
    const page = JSON.stringify(
      renderOperation(doc, findOperation(doc, parseOperationRef('GET /v3/thing/{id}/audio'))!, {
        multi: false,
        spec: 'v3',
      }),
    );
    expect(page).toContain('{"type":"text","value":"Content type "},{"type":"inlineCode","value":"audio/*"}');
    expect(page).not.toContain('"title=\\"200 response\\""');
    expect(downloadFileName('https://h/psr/v1/call/record/full_x1.wav', 'getRecording', 'audio/wav')).toBe(
      'full_x1.wav',
    );
    expect(
      downloadFileName('https://h/v1/voicemail/message/m1/download', 'downloadVoicemailMessage', 'audio/wav'),
    ).toBe('voicemail-message.wav');
  });
});

describe('alternatives (oneOf, anyOf)', () => {
  const file = path.join(__dirname, '../fixtures/openapi-choices/choices.yaml');
  const choices = parseSpec(readFileSync(file, 'utf8'), 'choices.yaml');
  const op = findOperation(choices, parseOperationRef('POST /v9/contact'))!;
  const parts = operationParts(choices, op, {multi: false, spec: 'v9'});
  /** The text of a node: its value, or its children's. */
  const textOf = (n: TreeNode): string => n.value ?? (n.children ?? []).map(textOf).join('');
  /** Each table of some nodes as lines, a row's cells between bars. */
  const tables = (nodes: object[]) =>
    asNodes(nodes)
      .flatMap(nodesOf)
      .filter((n) => n.type === 'table')
      .map((t) => (t.children ?? []).map((row) => (row.children ?? []).map(textOf).join(' | ')));

  it('lists the fields of every alternative of a oneOf, each alternative under a row that names it', () => {
    expect(tables(parts.main)).toMatchInlineSnapshot(`
      [
        [
          "Field | Type | Required | Description",
          "One of, option 1 of 2 | object |  | Reached by phone.",
          "phone | string | Yes | The phone number.",
          "ext | string | No | The extension.",
          "One of, option 2 of 2 | object |  | Reached by email.",
          "email | string | Yes | The email address.",
        ],
      ]
    `);
  });

  it('lists the fields of every alternative of an anyOf in an answer, under the field that has them', () => {
    expect(tables(parts.rest)[0]).toMatchInlineSnapshot(`
      [
        "Field | Type | Present | Description",
        "contact_id | string | Always | The new contact.",
        "payload | any of: object | object |  | What the contact's first step does.",
        "Any of, option 1 of 2 for payload | object |  | Collects keys.",
        "payload.digits | integer |  | How many keys.",
        "Any of, option 2 of 2 for payload | object |  | Plays a recording.",
        "payload.url | string |  | The recording.",
      ]
    `);
    expect(typeLabel(op.operation.requestBody?.content['application/json'].schema)).toBe('one of: object | object');
  });

  it('builds a body without an example from the first alternative: a sample sends one body', () => {
    const schema = op.operation.requestBody?.content['application/json'].schema;
    expect(exampleOf(schema)).toEqual({phone: 'string', ext: 'string'});
  });
});

describe('planned material in the reference', () => {
  it('opens a planned operation with the notice, which marks it as a whole: none of its parts carries a badge', () => {
    const op = findOperation(doc, parseOperationRef('DELETE /v3/thing'))!;
    const single = asNodes(renderOperation(doc, op, {multi: false, spec: 'v3'}));
    expect(single.slice(0, 3).map((n) => n.name ?? n.type)).toEqual(['heading', 'Planned', 'paragraph']);
    expect(single[2].children?.map((c) => c.name ?? c.value)).toEqual(['DELETE /v3/thing']);
    // Not a badge of its own (the method and path at the top of the page carry one: tests/unit/contract.test.ts).
    expect(JSON.stringify(single)).not.toContain('"name":"PlannedBadge"');
    const multi = asNodes(renderOperation(doc, op, {multi: true, spec: 'v3'}));
    expect(multi.slice(0, 3).map((n) => `${n.type}:${n.name ?? n.depth}`)).toEqual([
      'heading:2',
      'mdxJsxFlowElement:Planned',
      'heading:3',
    ]);
    const ordinary = renderOperation(doc, findOperation(doc, parseOperationRef('GET /v3/thing'))!, {
      multi: false,
      spec: 'v3',
    });
    expect(asNodes(ordinary).filter((n) => n.name === 'Planned')).toHaveLength(0);
  });

  it('marks planned parameters, fields and responses in their rows', () => {
    const nodes = renderOperation(doc, findOperation(doc, parseOperationRef('GET /v3/thing'))!, {
      multi: false,
      spec: 'v3',
    });
    const rows = new Map<string | undefined, TreeNode[]>();
    const walk = (n: TreeNode) => {
      const first = n.children?.[0]?.children;
      if (n.type === 'tableRow' && first) rows.set(first[0]?.value, first);
      n.children?.forEach(walk);
    };
    asNodes(nodes).forEach(walk);
    const badged = (name: string) => rows.get(name)!.some((c) => c.name === 'PlannedBadge');
    expect([badged('shape'), badged('score'), badged('409')]).toEqual([true, true, true]);
    expect([badged('limit'), badged('colour'), badged('total')]).toEqual([false, false, false]);
  });

  it("shows a webhook's Authorization header, which the call to Pitel hides", () => {
    const webhook = renderOperation(doc, findOperation(doc, parseOperationRef('WEBHOOK ringing'))!, {
      multi: false,
      spec: 'v3',
    });
    // Its badge, on the site's webhooks: tests/unit/contract.test.ts ('holds for the site').
    expect(JSON.stringify(webhook)).toContain('"value":"Authorization"');
    const call = JSON.stringify(
      renderOperation(doc, findOperation(doc, parseOperationRef('PUT /v3/campaign/{campaign_uuid}'))!, {
        multi: false,
        spec: 'v3',
      }),
    );
    expect(call).not.toContain('"value":"Authorization"');
    expect(call).toContain('"url":"/authentication"');
    expect(call).toContain(
      '{"type":"text","value":", with the token from "},{"type":"inlineCode","value":"POST /v3/auth/token"}',
    );
  });
});

describe('samples of the site documents', () => {
  const sampleOf = (spec: string, ref: string) => {
    const d = loadSpec(siteRoot, spec);
    return operationSample(d, findOperation(d, parseOperationRef(ref))!);
  };

  it('v1 CDR list: one mode only, the default scroll mode with a date window', () => {
    const url = new URL(sampleOf('v1', 'GET /v1/cdr').url.replace('{{API_HOST}}', 'api.example.com'));
    expect([...url.searchParams.keys()]).toEqual(['start_date', 'end_date']);
  });

  it('v3 CDR list sends limit and offset, without which the server returns no rows', () => {
    const url = new URL(sampleOf('v3', 'GET /v3/cdr').url.replace('{{API_HOST}}', 'api.example.com'));
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('offset')).toBe('0');
  });

  it('synchronous click-to-call waits at least 60 s (every language writes the timeout: above)', () => {
    expect(sampleOf('v1', 'GET /v1/click2call').timeoutSeconds).toBeGreaterThanOrEqual(60);
  });

  it('name the token request of their document: v1, v3, and v3 for psr (planned)', () => {
    expect(fetchSample(sampleOf('v1', 'GET /v1/call'))).toContain('// from POST /v1/auth/token');
    expect(fetchSample(sampleOf('v3', 'GET /v3/campaign'))).toContain('// from POST /v3/auth/token');
    expect(pythonSample(sampleOf('psr', 'POST /psr/v1/call/stream'))).toContain(
      '# from POST /v3/auth/token (planned: confirm with Pitel support)',
    );
  });
});

describe('remark plugin', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'api-ref-'));
  mkdirSync(path.join(siteDir, 'openapi'));
  copyFileSync(fixture, path.join(siteDir, 'openapi', 'v3.yaml'));

  async function run(markdown: string, frontMatter: Record<string, unknown>) {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkApiReference, {siteDir});
    const file = new VFile({
      value: markdown,
      path: path.join(siteDir, 'docs/page.mdx'),
      data: {frontMatter: {hide_table_of_contents: true, ...frontMatter}},
    });
    return (await processor.run(processor.parse(file), file)) as Root;
  }

  /** The page's nodes after its imports (those of the page and those the reference adds for its tabs). */
  const contentOf = (tree: Root) => tree.children.filter((n) => n.type !== 'mdxjsEsm');
  /** The headings of a tree, depth first, in reading order (the panes are elements around the reference). */
  const headingsOf = (tree: Root) =>
    nodesOf(asNode(tree))
      .filter((n) => n.type === 'heading')
      .map((n) => `${n.depth}:${n.children?.[0]?.value}`);

  it('replaces the marker with headings, tables and code tabs', async () => {
    const tree = await run('Intro.\n\n<ApiReference />\n\n## Related pages\n', {
      api: {spec: 'v3', operations: ['PUT /v3/campaign/{campaign_uuid}']},
    });
    expect(headingsOf(tree)).toEqual([
      '2:Request',
      '3:Parameters',
      '3:Request body',
      '2:Examples',
      '3:Response examples',
      '2:Response',
      '2:Errors',
      '2:Questions for Pitel support',
      '2:Related pages',
    ]);
    const tabs = nodesOf(asNode(tree)).find((n) => n.type === 'mdxJsxFlowElement' && n.name === 'Tabs');
    expect(tabs?.attributes?.[0]).toMatchObject({name: 'groupId', value: 'code-lang'});
    expect(tabs?.children?.map((t) => t.attributes?.[0]?.value)).toEqual(['curl', 'javascript', 'python', 'php']);
    expect(asNodes(tree.children).some((n) => n.type === 'mdxJsxFlowElement' && n.name === 'ApiReference')).toBe(false);
  });

  it('renders pages with several operations under one heading each', async () => {
    const tree = await run('<ApiReference />', {
      api: {spec: 'v3', operations: ['POST /v3/auth/token', 'WEBHOOK presskey']},
    });
    const h2 = headingsOf(tree)
      .filter((h) => h.startsWith('2:'))
      .map((h) => h.slice(2));
    expect(h2).toEqual(['Get a token', 'Key pressed', 'Questions for Pitel support']);
    const text = JSON.stringify(tree);
    expect(text).toContain('none; this call does not take a token.');
    expect(text).toContain('POST <your callback URL>');
  });

  /** A phrasing node as the HTML element it becomes: `span.api-method.method--put:PUT`, `span.api-path:/v3/x`, `PlannedBadge`. */
  function describeNode(node: TreeNode): string[] {
    if (node.type === 'text') return node.value?.trim() ? [node.value] : [];
    if (node.type === 'mdxJsxTextElement') return [String(node.name)];
    const classes = node.data?.hProperties?.className;
    if (node.data?.hName === 'span' && classes)
      return [`span.${classes.join('.')}:${(node.children ?? []).map((c) => c.value).join('')}`];
    return (node.children ?? []).flatMap(describeNode);
  }

  it('opens the page with the method and path of its operation, after the imports, with no heading', async () => {
    const body = "import Tabs from '@theme/Tabs';\n\nIntro.\n\n<ApiReference />\n";
    const tree = await run(body, {api: {spec: 'v3', operations: ['PUT /v3/campaign/{campaign_uuid}']}});
    // The page's import, then the one the reference adds for the tabs it renders and the page does not import.
    expect(tree.children.slice(0, 2).map((n) => asNode(n).value)).toEqual([
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
    ]);
    const first = asNode(tree.children[2]);
    expect(first.type).toBe('paragraph');
    expect(first.data?.hProperties?.className).toEqual(['api-endpoints']);
    expect(describeNode(first)).toEqual([
      'span.api-method.method--put:PUT',
      'span.api-path:/v3/campaign/{campaign_uuid}',
    ]);
    // The path may break after each slash but the first.
    const path = first.children?.[2]?.children?.[0];
    expect(path?.data?.hChildren?.map((c) => c.value ?? `<${c.tagName}>`).join('')).toBe(
      '/v3/<wbr>campaign/<wbr>{campaign_uuid}',
    );
  });

  it('lists each operation of a page with several, a webhook by its name, and marks the planned ones', async () => {
    const tree = await run('Intro.\n\n<ApiReference />', {
      api: {spec: 'v3', operations: ['GET /v3/thing', 'DELETE /v3/thing', 'WEBHOOK presskey']},
    });
    const list = asNode(contentOf(tree)[0]);
    expect(list.type).toBe('list');
    expect(list.data?.hProperties?.className).toEqual(['api-endpoints']);
    expect(list.children?.map(describeNode)).toEqual([
      ['span.api-method.method--get:GET', 'span.api-path:/v3/thing'],
      ['span.api-method.method--delete:DELETE', 'span.api-path:/v3/thing', 'PlannedBadge'],
      ['span.api-method.method--webhook:WEBHOOK', 'span.api-path:presskey'],
    ]);
    expect(asNode(contentOf(tree)[1]).children?.[0]?.value).toBe('Intro.');
    // Each operation of the page has its panes; the page's prose stays outside them.
    expect(
      asNodes(tree.children).filter((n) => n.name === 'div' && n.attributes?.[0]?.value === 'api-panes'),
    ).toHaveLength(3);
  });

  it('leaves an operation missing from the spec out of the method and path lines', async () => {
    const tree = await run('<ApiReference />', {
      api: {spec: 'v3', operations: ['GET /v3/thing', 'DELETE /v3/nothing']},
    });
    expect(describeNode(asNode(contentOf(tree)[0]))).toEqual([
      'span.api-method.method--get:GET',
      'span.api-path:/v3/thing',
    ]);
  });

  it('shows a visible error for an operation missing from the spec', async () => {
    const tree = await run('<ApiReference />', {api: {spec: 'v3', operations: ['DELETE /v3/nothing']}});
    expect(JSON.stringify(tree)).toContain('Reference unavailable: DELETE /v3/nothing is not in openapi/v3.yaml');
  });

  it('rejects a marker on a page without api front matter, bad front matter, and a table of contents', async () => {
    await expect(run('<ApiReference />', {})).rejects.toThrow(/needs the `api` front matter/);
    await expect(run('text', {api: {spec: 'v3'}})).rejects.toThrow(/non-empty `operations`/);
    // An endpoint page has no table of contents: its samples pane takes that place on a wide screen.
    await expect(
      run('<ApiReference />', {hide_table_of_contents: false, api: {spec: 'v3', operations: ['GET /v3/thing']}}),
    ).rejects.toThrow(/sets `hide_table_of_contents: true` in its front matter/);
  });
});
