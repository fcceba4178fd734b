/**
 * Example values and request samples (curl, JavaScript fetch, Python requests, PHP curl),
 * generated from an operation so that every page shows the same, correct request.
 */
import type {Json, Schema} from './spec';

/** An example for a schema: its own example, else one built from its parts. */
export function exampleOf(schema: Schema | undefined, depth = 0): Json {
  if (!schema || depth > 6) return null;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s: Schema) => exampleOf(s, depth + 1)));
  if (schema.oneOf || schema.anyOf) return exampleOf((schema.oneOf ?? schema.anyOf)[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries<Schema>(schema.properties ?? {})) out[key] = exampleOf(value, depth + 1);
    return out;
  }
  if (type === 'array') return [exampleOf(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 0;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return '00000000-0000-0000-0000-000000000001';
  if (schema.format === 'date-time') return '2024-01-01T09:00:00+07:00';
  if (schema.format === 'binary') return '@file';
  return 'string';
}

/** The example of a media type object (`example`, the first of `examples`, or the schema's). */
export function mediaExample(media: Schema | undefined): Json | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = media.examples && Object.values<Schema>(media.examples)[0];
  if (first && first.value !== undefined) return first.value;
  return media.schema ? exampleOf(media.schema) : undefined;
}

export interface RequestSample {
  method: string;
  /** Full URL with path parameters and query string filled in. */
  url: string;
  auth: boolean;
  /** JSON body, or form fields for multipart uploads. */
  body?: {kind: 'json'; value: Json} | {kind: 'multipart'; fields: {name: string; value: string; file: boolean}[]};
  headers: {name: string; value: string}[];
}

export const TOKEN_PLACEHOLDER = 'YOUR_ACCESS_TOKEN';

function paramExample(param: Schema): string {
  const value = param.example ?? (param.examples && Object.values<Schema>(param.examples)[0]?.value) ?? exampleOf(param.schema);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function buildRequestSample(opts: {
  baseUrl: string;
  method: string;
  path: string;
  parameters: Schema[];
  requestBody?: Schema;
  auth: boolean;
}): RequestSample {
  let urlPath = opts.path;
  const query: string[] = [];
  const headers: {name: string; value: string}[] = [];
  for (const p of opts.parameters) {
    const value = paramExample(p);
    if (p.in === 'path') urlPath = urlPath.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query' && (p.required || p.example !== undefined || p.schema?.example !== undefined)) {
      query.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`);
    } else if (p.in === 'header' && p.name.toLowerCase() !== 'authorization') headers.push({name: p.name, value});
  }
  const url = `${opts.baseUrl}${urlPath}${query.length ? `?${query.join('&')}` : ''}`;
  let body: RequestSample['body'];
  const content = opts.requestBody?.content ?? {};
  if (content['application/json']) {
    body = {kind: 'json', value: mediaExample(content['application/json']) ?? {}};
  } else if (content['multipart/form-data'] || content['application/x-www-form-urlencoded']) {
    const media = content['multipart/form-data'] ?? content['application/x-www-form-urlencoded'];
    const example = (mediaExample(media) ?? {}) as Record<string, Json>;
    const props: Record<string, Schema> = media.schema?.properties ?? {};
    const names = Object.keys(props).length ? Object.keys(props) : Object.keys(example);
    body = {
      kind: 'multipart',
      fields: names
        .filter((n) => example[n] !== undefined || media.schema?.required?.includes(n))
        .map((n) => {
          const file = props[n]?.format === 'binary' || props[n]?.contentMediaType !== undefined;
          const v = example[n] ?? exampleOf(props[n]);
          return {name: n, value: file ? String(typeof v === 'string' && !v.startsWith('@') ? v : `${n}.bin`) : typeof v === 'string' ? v : JSON.stringify(v), file};
        }),
    };
  }
  return {method: opts.method, url, auth: opts.auth, body, headers};
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function curlSample(s: RequestSample): string {
  const lines = [`curl -X ${s.method} ${shellQuote(s.url)}`];
  if (s.auth) lines.push(`-H ${shellQuote(`Authorization: Bearer ${TOKEN_PLACEHOLDER}`)}`);
  for (const h of s.headers) lines.push(`-H ${shellQuote(`${h.name}: ${h.value}`)}`);
  if (s.body?.kind === 'json') {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuote(JSON.stringify(s.body.value, null, 2))}`);
  } else if (s.body?.kind === 'multipart') {
    for (const f of s.body.fields) lines.push(`-F ${shellQuote(`${f.name}=${f.file ? '@' : ''}${f.value}`)}`);
  }
  return lines.join(' \\\n  ');
}

const indent = (text: string, by: string) => text.split('\n').join(`\n${by}`);

export function fetchSample(s: RequestSample): string {
  const headers: string[] = [];
  if (s.auth) headers.push(`Authorization: \`Bearer \${token}\``);
  for (const h of s.headers) headers.push(`${JSON.stringify(h.name)}: ${JSON.stringify(h.value)}`);
  const pre: string[] = [];
  if (s.auth) pre.push(`const token = '${TOKEN_PLACEHOLDER}'; // from POST /auth/token`);
  let bodyLine: string | undefined;
  if (s.body?.kind === 'json') {
    headers.push(`'Content-Type': 'application/json'`);
    bodyLine = `body: JSON.stringify(${indent(JSON.stringify(s.body.value, null, 2), '  ')}),`;
  } else if (s.body?.kind === 'multipart') {
    pre.push('const form = new FormData();');
    for (const f of s.body.fields) {
      pre.push(
        f.file
          ? `form.append(${JSON.stringify(f.name)}, fileInput.files[0]); // ${f.value}`
          : `form.append(${JSON.stringify(f.name)}, ${JSON.stringify(f.value)});`,
      );
    }
    bodyLine = 'body: form, // the browser sets the multipart Content-Type';
  }
  const opts = [`method: '${s.method}',`];
  if (headers.length) opts.push(`headers: {\n    ${headers.join(',\n    ')},\n  },`);
  if (bodyLine) opts.push(bodyLine);
  return [
    ...pre,
    `const response = await fetch(${JSON.stringify(s.url)}, {`,
    `  ${opts.join('\n  ')}`,
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    'const result = await response.json();',
  ].join('\n');
}

/** A JSON value as a Python literal. */
export function pythonLiteral(value: Json, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => pad + pythonLiteral(v, level + 1)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, level + 1)}`).join(',\n')},\n${end}}`;
}

export function pythonSample(s: RequestSample): string {
  const args = [JSON.stringify(s.url)];
  const headers: string[] = [];
  if (s.auth) headers.push(`"Authorization": f"Bearer {token}"`);
  for (const h of s.headers) headers.push(`${JSON.stringify(h.name)}: ${JSON.stringify(h.value)}`);
  if (headers.length) args.push(`headers={${headers.join(', ')}}`);
  if (s.body?.kind === 'json') args.push(`json=${pythonLiteral(s.body.value, 1)}`);
  if (s.body?.kind === 'multipart') {
    const data = s.body.fields.filter((f) => !f.file);
    const files = s.body.fields.filter((f) => f.file);
    if (data.length) args.push(`data={${data.map((f) => `${JSON.stringify(f.name)}: ${JSON.stringify(f.value)}`).join(', ')}}`);
    if (files.length) args.push(`files={${files.map((f) => `${JSON.stringify(f.name)}: open(${JSON.stringify(f.value)}, "rb")`).join(', ')}}`);
  }
  return [
    'import requests',
    '',
    ...(s.auth ? [`token = "${TOKEN_PLACEHOLDER}"  # from POST /auth/token`, ''] : []),
    `response = requests.${s.method.toLowerCase()}(`,
    `    ${args.join(',\n    ')},`,
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
}

export function phpSample(s: RequestSample): string {
  const headers: string[] = [];
  if (s.auth) headers.push(`'Authorization: Bearer ' . $token`);
  for (const h of s.headers) headers.push(`'${h.name}: ${h.value.replace(/'/g, "\\'")}'`);
  const lines = ['<?php'];
  if (s.auth) lines.push(`$token = '${TOKEN_PLACEHOLDER}'; // from POST /auth/token`);
  const options = [`CURLOPT_CUSTOMREQUEST => '${s.method}'`, 'CURLOPT_RETURNTRANSFER => true'];
  if (s.body?.kind === 'json') {
    headers.push(`'Content-Type: application/json'`);
    lines.push(`$body = <<<'JSON'\n${JSON.stringify(s.body.value, null, 2)}\nJSON;`);
    options.push('CURLOPT_POSTFIELDS => $body');
  } else if (s.body?.kind === 'multipart') {
    const fields = s.body.fields.map((f) =>
      f.file ? `'${f.name}' => new CURLFile('${f.value}')` : `'${f.name}' => '${f.value.replace(/'/g, "\\'")}'`,
    );
    options.push(`CURLOPT_POSTFIELDS => [\n        ${fields.join(',\n        ')},\n    ]`);
  }
  if (headers.length) options.push(`CURLOPT_HTTPHEADER => [\n        ${headers.join(',\n        ')},\n    ]`);
  lines.push(
    `$ch = curl_init('${s.url}');`,
    `curl_setopt_array($ch, [\n    ${options.join(',\n    ')},\n]);`,
    '$result = json_decode(curl_exec($ch), true);',
    '$status = curl_getinfo($ch, CURLINFO_HTTP_CODE);',
    'curl_close($ch);',
  );
  return lines.join('\n');
}
