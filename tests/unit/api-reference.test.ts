import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {stringify} from 'yaml';
import {describe, expect, it} from 'vitest';
import {remarkApiReference} from '../../src/remark/api-reference';
import {flattenSchema, typeLabel} from '../../src/remark/api-reference/render';
import {buildRequestSample, curlSample, fetchSample, phpSample, pythonLiteral, pythonSample} from '../../src/remark/api-reference/samples';
import {findOperation, parseOperationRef, type OpenApiDoc} from '../../src/remark/api-reference/spec';

const doc: OpenApiDoc = {
  openapi: '3.1.0',
  info: {title: 'Fixture', version: '1'},
  servers: [{url: 'https://{API_HOST}', variables: {API_HOST: {default: 'api.example.com'}}}],
  security: [{bearerAuth: []}],
  paths: {
    '/v3/campaign/{campaign_uuid}': {
      parameters: [{name: 'campaign_uuid', in: 'path', required: true, schema: {type: 'string', format: 'uuid'}, example: '00000000-0000-0000-0000-0000000000c1'}],
      put: {
        operationId: 'campaignEdit',
        summary: 'Update a campaign',
        'x-page': '/api/v3/campaign/edit',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {$ref: '#/components/schemas/Campaign'},
              example: {campaign_name: 'Spring sale', schedules: {start_time: 28800000000000}, active: true},
            },
          },
        },
        responses: {
          '200': {description: 'Updated.', content: {'application/json': {schema: {type: 'object', properties: {campaign_uuid: {type: 'string'}}}, example: {campaign_uuid: 'c1'}}}},
          '404': {$ref: '#/components/responses/NotFound'},
        },
      },
    },
    '/v3/auth/token': {
      post: {
        operationId: 'authToken',
        summary: 'Get a token',
        security: [],
        requestBody: {content: {'application/json': {schema: {type: 'object', required: ['api_key'], properties: {api_key: {type: 'string'}}}, example: {api_key: 'KEY'}}}},
        responses: {'200': {description: 'Token.'}},
      },
    },
  },
  webhooks: {
    presskey: {post: {summary: 'Key pressed', requestBody: {content: {'application/json': {schema: {type: 'object', properties: {press_key: {type: 'string'}}}, example: {press_key: '1'}}}}, responses: {'200': {description: 'Any 2xx.'}}}},
  },
  components: {
    schemas: {
      Campaign: {
        type: 'object',
        required: ['campaign_name'],
        properties: {
          campaign_name: {type: 'string', description: 'Unique name.', minLength: 1},
          type: {type: 'string', enum: ['autocall', 'autodialer', 'inbound', 'manual']},
          schedules: {type: 'object', properties: {start_time: {type: 'integer', description: 'Nanoseconds since midnight.'}}},
          carriers: {type: 'array', items: {type: 'object', properties: {carrier_uuid: {type: 'string'}}}},
          active: {type: 'boolean'},
        },
      },
    },
    responses: {NotFound: {description: 'No such campaign.', content: {'application/json': {schema: {type: 'object'}, example: {error: 'Not Found'}}}}},
  },
};

describe('OpenAPI helpers', () => {
  it('parses operation references', () => {
    expect(parseOperationRef('put /v3/campaign/{campaign_uuid}')).toEqual({method: 'PUT', path: '/v3/campaign/{campaign_uuid}', webhook: false});
    expect(parseOperationRef('WEBHOOK presskey')).toEqual({method: 'WEBHOOK', path: 'presskey', webhook: true});
    expect(() => parseOperationRef('FETCH /x')).toThrow(/unknown HTTP method/);
    expect(() => parseOperationRef('/x')).toThrow(/not an operation/);
  });

  it('finds operations, merges path parameters and resolves references', () => {
    const op = findOperation(doc, parseOperationRef('PUT /v3/campaign/{campaign_uuid}'))!;
    expect(op.parameters.map((p) => p.name)).toEqual(['campaign_uuid']);
    expect(op.operation.requestBody.content['application/json'].schema.properties.campaign_name.type).toBe('string');
    expect(op.operation.responses['404'].description).toBe('No such campaign.');
    expect(findOperation(doc, parseOperationRef('GET /v3/campaign/{campaign_uuid}'))).toBeUndefined();
  });

  it('flattens nested objects with dotted names and arrays with []', () => {
    const op = findOperation(doc, parseOperationRef('PUT /v3/campaign/{campaign_uuid}'))!;
    const rows = flattenSchema(op.operation.requestBody.content['application/json'].schema);
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

  it('builds request samples in four languages from the example', () => {
    const op = findOperation(doc, parseOperationRef('PUT /v3/campaign/{campaign_uuid}'))!;
    const sample = buildRequestSample({
      baseUrl: 'https://{{API_HOST}}',
      method: 'PUT',
      path: op.ref.path,
      parameters: op.parameters,
      requestBody: op.operation.requestBody,
      auth: true,
    });
    expect(sample.url).toBe('https://{{API_HOST}}/v3/campaign/00000000-0000-0000-0000-0000000000c1');
    const curl = curlSample(sample);
    expect(curl).toContain("curl -X PUT 'https://{{API_HOST}}/v3/campaign/00000000-0000-0000-0000-0000000000c1'");
    expect(curl).toContain("-H 'Authorization: Bearer YOUR_ACCESS_TOKEN'");
    expect(curl).toContain('"campaign_name": "Spring sale"');
    expect(fetchSample(sample)).toContain("method: 'PUT'");
    expect(pythonSample(sample)).toContain('requests.put(');
    expect(pythonSample(sample)).toContain('"active": True');
    expect(phpSample(sample)).toContain("CURLOPT_CUSTOMREQUEST => 'PUT'");
    expect(pythonLiteral({a: null, b: [false]})).toBe('{\n    "a": None,\n    "b": [\n        False,\n    ],\n}');
  });
});

describe('remark plugin', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'api-ref-'));
  mkdirSync(path.join(siteDir, 'openapi'));
  writeFileSync(path.join(siteDir, 'openapi', 'v3.yaml'), stringify(doc));

  async function run(markdown: string, frontMatter: Record<string, unknown>) {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkApiReference, {siteDir});
    const file = new VFile({value: markdown, path: path.join(siteDir, 'docs/page.mdx'), data: {frontMatter}});
    return (await processor.run(processor.parse(file), file)) as Root;
  }

  it('replaces the marker with headings, tables and code tabs', async () => {
    const tree = await run('Intro.\n\n<ApiReference />\n\n## Related pages\n', {api: {spec: 'v3', operations: ['PUT /v3/campaign/{campaign_uuid}']}});
    const headings = tree.children.filter((n) => n.type === 'heading').map((n: any) => `${n.depth}:${n.children[0].value}`);
    expect(headings).toEqual(['2:Request', '3:Parameters', '3:Request body', '2:Examples', '2:Response', '2:Errors', '2:Related pages']);
    const tabs = tree.children.find((n: any) => n.type === 'mdxJsxFlowElement' && n.name === 'Tabs') as any;
    expect(tabs.attributes[0]).toMatchObject({name: 'groupId', value: 'code-lang'});
    expect(tabs.children.map((t: any) => t.attributes[0].value)).toEqual(['curl', 'javascript', 'python', 'php']);
    expect(tree.children.some((n: any) => n.type === 'mdxJsxFlowElement' && n.name === 'ApiReference')).toBe(false);
  });

  it('renders pages with several operations under one heading each', async () => {
    const tree = await run('<ApiReference />', {api: {spec: 'v3', operations: ['POST /v3/auth/token', 'WEBHOOK presskey']}});
    const h2 = tree.children.filter((n: any) => n.type === 'heading' && n.depth === 2).map((n: any) => n.children[0].value);
    expect(h2).toEqual(['Get a token', 'Key pressed']);
    const text = JSON.stringify(tree);
    expect(text).toContain('none; this call does not take a token.');
    expect(text).toContain('POST <your callback URL>');
  });

  it('shows a visible error for an operation missing from the spec', async () => {
    const tree = await run('<ApiReference />', {api: {spec: 'v3', operations: ['DELETE /v3/nothing']}});
    expect(JSON.stringify(tree)).toContain('Reference unavailable: DELETE /v3/nothing is not in openapi/v3.yaml');
  });

  it('rejects a marker on a page without api front matter, and bad front matter', async () => {
    await expect(run('<ApiReference />', {})).rejects.toThrow(/needs the `api` front matter/);
    await expect(run('text', {api: {spec: 'v3'}})).rejects.toThrow(/non-empty `operations`/);
  });
});
