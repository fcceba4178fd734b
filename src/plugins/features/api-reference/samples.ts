/**
 * Example values and request samples (curl, JavaScript for Node.js, Python requests, PHP curl),
 * generated from an operation so that every page shows the same request, and one that runs as
 * copied: only the parameters the server needs (required ones, and optional ones the document
 * marks `x-sample: true`; such a header parameter other than Authorization stops the build: no document
 * has one), the client timeout the operation asks for (`x-client-timeout-seconds`), the token request of
 * the document (`x-token-from` on its security scheme), and binary answers written to a file instead of
 * being parsed as JSON.
 */
import type {
  Json,
  MediaTypeObject,
  OpenApiDoc,
  OperationObject,
  ParameterObject,
  RequestBodyObject,
  ResolvedOperation,
  SchemaObject,
} from '../../../openapi';
import {choiceOf, mediaExamples, needsAuth, serverUrl, tokenSource, typesOf} from '../../../openapi';

/** An example for a schema: its own example, else one built from its parts. */
export function exampleOf(schema: SchemaObject | undefined, depth = 0): Json {
  if (!schema || depth > 6) return null;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s, depth + 1)));
  // A sample sends one body: the first alternative (the fields table shows every one).
  const choice = choiceOf(schema);
  if (choice) return exampleOf(choice.branches[0], depth + 1);
  const type = typesOf(schema).find((t) => t !== 'null');
  if (type === 'object' || schema.properties) {
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(value, depth + 1);
    return out;
  }
  if (type === 'array') return [exampleOf(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 0;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return '00000000-0000-0000-0000-000000000001';
  if (schema.format === 'date-time') return '2024-01-01T09:00:00+07:00';
  return 'string';
}

/** The example of a media type object (`example`, the first of `examples`, or the schema's). */
export function mediaExample(media: MediaTypeObject | undefined): Json | undefined {
  const [first] = mediaExamples(media);
  return first ? first.value : media?.schema ? exampleOf(media.schema) : undefined;
}

/** The client timeout of samples when the operation does not set `x-client-timeout-seconds`. */
export const DEFAULT_TIMEOUT_SECONDS = 30;

export interface RequestSample {
  method: string;
  /** Full URL with path parameters and query string filled in. */
  url: string;
  auth: boolean;
  /** The operation that issues the token (`POST /v3/auth/token`), and whether that is our proposed design. */
  tokenFrom?: {operation: string; proposed: boolean};
  /** JSON body, or form fields for multipart uploads. */
  body?: {kind: 'json'; value: Json} | {kind: 'multipart'; fields: {name: string; value: string; file: boolean}[]};
  /** Seconds the client waits for the whole answer. */
  timeoutSeconds: number;
  /** Set when the answer is a file (audio, …): samples save it under this name instead of parsing it. */
  download?: {fileName: string; mediaType: string};
  /**
   * How the answer says that Pitel refused the request even when the HTTP status does not: `status` for a
   * body `{"status": "fail", "error": "<CODE>"}` (v1 call control and click-to-call), `fail-list` for a
   * `fail` array of refused items beside the accepted ones (v1 bulk blacklist). The samples branch on it.
   */
  refusal?: 'status' | 'fail-list';
}

/** Whether a response schema (references resolved) documents a `status` that can be `fail`, or a `fail` list. */
export function refusalOf(operation: OperationObject | undefined): RequestSample['refusal'] {
  let refusal: RequestSample['refusal'];
  for (const response of Object.values(operation?.responses ?? {})) {
    for (const media of Object.values(response?.content ?? {})) {
      const schema: SchemaObject = media?.schema ?? {};
      const parts: SchemaObject[] = [schema, ...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
      for (const part of parts) {
        if (part?.properties?.status?.enum?.includes('fail')) return 'status';
        if (part?.properties?.fail?.type === 'array') refusal = 'fail-list';
      }
    }
  }
  return refusal;
}

export const TOKEN_PLACEHOLDER = 'YOUR_ACCESS_TOKEN';

/** The value a sample gives a parameter: its example, else its schema's, as text. */
export function paramExample(param: ParameterObject): string {
  const value = param.example ?? (param.examples && Object.values(param.examples)[0]?.value) ?? exampleOf(param.schema);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Whether a parameter goes into the samples: the required ones, and the optional ones marked `x-sample: true`. */
export function inSample(param: ParameterObject): boolean {
  return param.in === 'path' || param.required === true || param['x-sample'] === true;
}

/** Whether a media type is JSON (`application/json`, `application/problem+json` …). */
export const isJsonType = (type: string): boolean => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);

/** Whether an answer's media type is a file (not JSON, not text): by its schema's `contentMediaType`, or by the type. */
export function isFileMedia(type: string, media: MediaTypeObject | undefined): boolean {
  if (isJsonType(type)) return false;
  return (
    media?.schema?.contentMediaType !== undefined ||
    /^(?:audio|video|image)\/|^application\/(?:octet-stream|pdf|zip)/i.test(type)
  );
}

/** The media type of a successful answer that is a file, if the operation has one. */
export function binaryResponse(operation: OperationObject): string | undefined {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^2/.test(status)) continue;
    for (const [type, media] of Object.entries(response?.content ?? {})) if (isFileMedia(type, media)) return type;
  }
  return undefined;
}

/** The extension of each specific file type the documents answer with. */
const FILE_EXTENSIONS: Record<string, string> = {'audio/wav': '.wav'};

/**
 * The file a download sample writes: the last path segment of the URL when it has an extension
 * (`…/record/<call_id>.wav`), else the operation id in kebab case without a leading verb, with the
 * extension of the media type (`.bin` when the type is not specific, such as `audio/*`).
 */
export function downloadFileName(url: string, operationId: string | undefined, mediaType: string): string {
  const last = decodeURIComponent(url.split('?')[0].split('/').pop() ?? '');
  if (/^[\w.-]+\.[A-Za-z0-9]{2,5}$/.test(last)) return last;
  const base = (operationId ?? 'download')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/^(?:download|get)-/, '');
  return `${base || 'download'}${FILE_EXTENSIONS[mediaType.toLowerCase()] ?? '.bin'}`;
}

/** The request sample of an HTTP operation of a document. */
export function operationSample(doc: OpenApiDoc, op: ResolvedOperation): RequestSample {
  const o = op.operation;
  const auth = needsAuth(doc, o);
  const tokenFrom = auth ? tokenSource(doc, o) : undefined;
  if (auth && !tokenFrom) {
    throw new Error(
      `${op.ref.method} ${op.ref.path}: its security scheme needs \`x-token-from\` (the operation that issues the token)`,
    );
  }
  const timeout = o['x-client-timeout-seconds'];
  if (timeout !== undefined && !(typeof timeout === 'number' && Number.isInteger(timeout) && timeout > 0)) {
    throw new Error(
      `${op.ref.method} ${op.ref.path}: x-client-timeout-seconds must be a positive whole number of seconds`,
    );
  }
  let urlPath = op.ref.path;
  const query: string[] = [];
  for (const p of op.parameters) {
    if (!inSample(p)) continue;
    const value = paramExample(p);
    if (p.in === 'path') urlPath = urlPath.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query') query.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`);
    // The token goes in the samples' own Authorization header; no document has another header for them to send.
    else if (p.in === 'header' && p.name.toLowerCase() !== 'authorization')
      throw new Error(
        `${op.ref.method} ${op.ref.path}: the samples send no header parameter but Authorization (${p.name})`,
      );
  }
  const url = `${serverUrl(doc)}${urlPath}${query.length ? `?${query.join('&')}` : ''}`;
  const mediaType = binaryResponse(o);
  return {
    method: op.httpMethod,
    url,
    auth,
    tokenFrom,
    body: bodySample(o.requestBody),
    timeoutSeconds: timeout ?? DEFAULT_TIMEOUT_SECONDS,
    download: mediaType ? {fileName: downloadFileName(url, o.operationId, mediaType), mediaType} : undefined,
    refusal: mediaType ? undefined : refusalOf(o),
  };
}

/** The body a sample sends: the JSON example, or the fields of a multipart upload (a file by its name). */
function bodySample(requestBody: RequestBodyObject | undefined): RequestSample['body'] {
  const content = requestBody?.content ?? {};
  if (content['application/json']) return {kind: 'json', value: mediaExample(content['application/json']) ?? {}};
  const media = content['multipart/form-data'];
  if (!media) return undefined;
  const example = (mediaExample(media) ?? {}) as Record<string, Json>;
  const props: Record<string, SchemaObject> = media.schema?.properties ?? {};
  const names = Object.keys(props).length ? Object.keys(props) : Object.keys(example);
  return {
    kind: 'multipart',
    fields: names
      .filter((n) => example[n] !== undefined || media.schema?.required?.includes(n))
      .map((n) => {
        const file = props[n]?.contentMediaType !== undefined;
        const v = example[n] ?? exampleOf(props[n]);
        return {
          name: n,
          value: file
            ? String(typeof v === 'string' && !v.startsWith('@') ? v : `${n}.bin`)
            : typeof v === 'string'
              ? v
              : JSON.stringify(v),
          file,
        };
      }),
  };
}

/** "from POST /v3/auth/token", with a note when which token to use is our proposed design. */
export function tokenComment(s: RequestSample): string {
  if (!s.tokenFrom) return 'your access token';
  return `from ${s.tokenFrom.operation}${s.tokenFrom.proposed ? ' (planned: confirm with Pitel support)' : ''}`;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function curlSample(s: RequestSample): string {
  const lines = [`curl -X ${s.method} ${shellQuote(s.url)}`, `--max-time ${s.timeoutSeconds}`];
  if (s.auth) lines.push(`-H ${shellQuote(`Authorization: Bearer ${TOKEN_PLACEHOLDER}`)}`);
  if (s.body?.kind === 'json') {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuote(JSON.stringify(s.body.value, null, 2))}`);
  } else if (s.body?.kind === 'multipart') {
    for (const f of s.body.fields) lines.push(`-F ${shellQuote(`${f.name}=${f.file ? '@' : ''}${f.value}`)}`);
  }
  // On an HTTP error, print the body and exit with an error (curl 7.76 or later).
  lines.push('--fail-with-body');
  if (s.download) lines.push(`-o ${shellQuote(s.download.fileName)}`);
  const command = lines.join(' \\\n  ');
  const comments: string[] = [];
  if (s.auth) comments.push(`# Access token ${tokenComment(s)}`);
  if (s.refusal === 'status')
    comments.push('# A body with "status": "fail" means Pitel refused the request: its "error" says why.');
  if (s.refusal === 'fail-list')
    comments.push('# Items in the "fail" list were refused, with the reason, even when the status is 200.');
  return [...comments, command].join('\n');
}

const indent = (text: string, by: string) => text.split('\n').join(`\n${by}`);

/** A Node.js 20+ ES module (top-level await, built-in fetch). */
export function fetchSample(s: RequestSample): string {
  const imports: string[] = [];
  const headers: string[] = [];
  if (s.auth) headers.push(`Authorization: \`Bearer \${token}\``);
  const pre: string[] = [];
  if (s.auth) pre.push(`const token = '${TOKEN_PLACEHOLDER}'; // ${tokenComment(s)}`);
  let bodyLine: string | undefined;
  if (s.body?.kind === 'json') {
    headers.push(`'Content-Type': 'application/json'`);
    bodyLine = `body: JSON.stringify(${indent(JSON.stringify(s.body.value, null, 2), '  ')}),`;
  } else if (s.body?.kind === 'multipart') {
    if (s.body.fields.some((f) => f.file)) imports.push(`import {openAsBlob} from 'node:fs';`);
    pre.push('const form = new FormData();');
    for (const f of s.body.fields) {
      pre.push(
        f.file
          ? `form.append(${JSON.stringify(f.name)}, await openAsBlob(${JSON.stringify(f.value)}), ${JSON.stringify(f.value)});`
          : `form.append(${JSON.stringify(f.name)}, ${JSON.stringify(f.value)});`,
      );
    }
    bodyLine = 'body: form, // fetch sets the multipart Content-Type';
  }
  if (s.download) imports.push(`import {writeFile} from 'node:fs/promises';`);
  const opts = [`method: '${s.method}',`];
  if (headers.length) opts.push(`headers: {\n    ${headers.join(',\n    ')},\n  },`);
  if (bodyLine) opts.push(bodyLine);
  opts.push(`signal: AbortSignal.timeout(${s.timeoutSeconds}_000), // give up after ${s.timeoutSeconds} s`);
  const fail = (message: string) => [`  console.error(${message});`, '  process.exit(1);', '}'];
  const answer = s.download
    ? [
        'if (!response.ok) {',
        ...fail('`HTTP ${response.status}: ${await response.text()}`'),
        `await writeFile(${JSON.stringify(s.download.fileName)}, Buffer.from(await response.arrayBuffer()));`,
      ]
    : s.refusal === 'status'
      ? [
          // A `fail` body may come with a 200 or an error status: read it first.
          'const text = await response.text();',
          'let result;',
          'try {',
          '  result = JSON.parse(text);',
          '} catch {',
          '  result = undefined;',
          '}',
          "if (result?.status === 'fail') {",
          ...fail(
            "`Pitel refused the request: ${result.error ?? 'no error code'}${result.message ? ` (${result.message})` : ''}`",
          ),
          'if (!response.ok) {',
          ...fail('`HTTP ${response.status}: ${text}`'),
          'console.log(result);',
        ]
      : [
          'const text = await response.text();',
          'if (!response.ok) {',
          ...fail('`HTTP ${response.status}: ${text}`'),
          'const result = JSON.parse(text);',
          ...(s.refusal === 'fail-list'
            ? ['if (result.fail?.length) {', ...fail('`Refused: ${JSON.stringify(result.fail)}`')]
            : []),
          'console.log(result);',
        ];
  return [
    ...(imports.length ? [...imports, ''] : []),
    ...pre,
    `const response = await fetch(${JSON.stringify(s.url)}, {`,
    `  ${opts.join('\n  ')}`,
    '});',
    ...answer,
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
  if (s.auth) args.push(`headers={"Authorization": f"Bearer {token}"}`);
  if (s.body?.kind === 'json') args.push(`json=${pythonLiteral(s.body.value, 1)}`);
  if (s.body?.kind === 'multipart') {
    const data = s.body.fields.filter((f) => !f.file);
    const files = s.body.fields.filter((f) => f.file);
    if (data.length)
      args.push(`data={${data.map((f) => `${JSON.stringify(f.name)}: ${JSON.stringify(f.value)}`).join(', ')}}`);
    if (files.length)
      args.push(
        `files={${files.map((f) => `${JSON.stringify(f.name)}: open(${JSON.stringify(f.value)}, "rb")`).join(', ')}}`,
      );
  }
  args.push(`timeout=${s.timeoutSeconds}`);
  const result = s.download
    ? [`with open(${JSON.stringify(s.download.fileName)}, "wb") as file:`, '    file.write(response.content)']
    : [
        ...(s.refusal === 'fail-list'
          ? ['if result.get("fail"):', '    sys.exit(f"Refused: {result[\'fail\']}")']
          : []),
        'print(result)',
      ];
  // A `fail` body may come with a 200 or an error status: read it first.
  const check =
    s.refusal === 'status' && !s.download
      ? [
          'try:',
          '    result = response.json()',
          'except ValueError:',
          '    result = None',
          'if isinstance(result, dict) and result.get("status") == "fail":',
          "    sys.exit(f\"Pitel refused the request: {result.get('error', 'no error code')} {result.get('message', '')}\".strip())",
          'if not response.ok:',
          '    sys.exit(f"HTTP {response.status_code}: {response.text}")',
        ]
      : [
          'if not response.ok:',
          '    sys.exit(f"HTTP {response.status_code}: {response.text}")',
          ...(s.download ? [] : ['result = response.json()']),
        ];
  return [
    'import sys',
    '',
    'import requests',
    '',
    ...(s.auth ? [`token = "${TOKEN_PLACEHOLDER}"  # ${tokenComment(s)}`, ''] : []),
    `response = requests.${s.method.toLowerCase()}(`,
    `    ${args.join(',\n    ')},`,
    ')',
    ...check,
    ...result,
  ].join('\n');
}

const phpString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function phpSample(s: RequestSample): string {
  const headers: string[] = [];
  if (s.auth) headers.push(`'Authorization: Bearer ' . $token`);
  const lines = ['<?php'];
  if (s.auth) lines.push(`$token = '${TOKEN_PLACEHOLDER}'; // ${tokenComment(s)}`);
  const options = [
    `CURLOPT_CUSTOMREQUEST => '${s.method}'`,
    'CURLOPT_RETURNTRANSFER => true',
    `CURLOPT_TIMEOUT => ${s.timeoutSeconds}`,
  ];
  if (s.body?.kind === 'json') {
    headers.push(`'Content-Type: application/json'`);
    lines.push(`$body = <<<'JSON'\n${JSON.stringify(s.body.value, null, 2)}\nJSON;`);
    options.push('CURLOPT_POSTFIELDS => $body');
  } else if (s.body?.kind === 'multipart') {
    const fields = s.body.fields.map(
      (f) => `${phpString(f.name)} => ${f.file ? `new CURLFile(${phpString(f.value)})` : phpString(f.value)}`,
    );
    options.push(`CURLOPT_POSTFIELDS => [\n        ${fields.join(',\n        ')},\n    ]`);
  }
  if (headers.length) options.push(`CURLOPT_HTTPHEADER => [\n        ${headers.join(',\n        ')},\n    ]`);
  lines.push(
    `$ch = curl_init(${phpString(s.url)});`,
    `curl_setopt_array($ch, [\n    ${options.join(',\n    ')},\n]);`,
    '$response = curl_exec($ch);',
    'if ($response === false) {',
    "    fwrite(STDERR, 'Request failed: ' . curl_error($ch) . PHP_EOL);",
    '    exit(1);',
    '}',
    '$status = curl_getinfo($ch, CURLINFO_HTTP_CODE);',
    'curl_close($ch);',
    ...(s.refusal === 'status' && !s.download
      ? [
          // A `fail` body may come with a 200 or an error status: read it first.
          '$result = json_decode($response, true);',
          "if (is_array($result) && ($result['status'] ?? null) === 'fail') {",
          "    fwrite(STDERR, 'Pitel refused the request: ' . ($result['error'] ?? 'no error code') . PHP_EOL);",
          '    exit(1);',
          '}',
        ]
      : []),
    'if ($status >= 400) {',
    '    fwrite(STDERR, "HTTP $status: $response" . PHP_EOL);',
    '    exit(1);',
    '}',
    ...(s.download
      ? [`file_put_contents(${phpString(s.download.fileName)}, $response);`]
      : [
          ...(s.refusal === 'status' ? [] : ['$result = json_decode($response, true);']),
          ...(s.refusal === 'fail-list'
            ? [
                "if (!empty($result['fail'])) {",
                "    fwrite(STDERR, 'Refused: ' . json_encode($result['fail']) . PHP_EOL);",
                '    exit(1);',
                '}',
              ]
            : []),
          'print_r($result);',
        ]),
  );
  return lines.join('\n');
}
