/**
 * The negotiation function of deploy/negotiate.ts as plain JavaScript, for the runtimes that take one
 * file and no modules: the CloudFront viewer-request function and nginx's njs module, both written by
 * the build (`.cloudfront/viewer-request.js`, `.nginx/negotiate.js`: src/plugins/build/static-hosts).
 * Both are the TypeScript with its types removed (esbuild) and its `export`s dropped, then the
 * runtime's own entry point.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {transformSync} from 'esbuild';

/** deploy/negotiate.ts as a script: plain functions, no types, no exports. */
function negotiationScript(): string {
  const source = readFileSync(path.join(__dirname, 'negotiate.ts'), 'utf8');
  const {code} = transformSync(source, {loader: 'ts', format: 'esm', target: 'es2015', legalComments: 'none'});
  const script = code.replace(/^export /gm, '');
  if (/^\s*(?:import|export)\b/m.test(script)) throw new Error('deploy/negotiate.ts must not import or re-export');
  return script;
}

/** The CloudFront Functions (runtime 2.0) viewer-request function. */
export function cloudfrontFunction(): string {
  return [
    '// Pitel Docs: CloudFront viewer-request function (runtime cloudfront-js-2.0).',
    '// A request for a page whose Accept header prefers text/markdown to text/html is sent to the',
    "// page's Markdown twin; every other request goes on unchanged. Runs before the cache, so the",
    '// cache key is the twin\'s URI and Accept need not be part of it (deploy/README.md, "CloudFront").',
    '// Written by the build (src/plugins/build/static-hosts) from deploy/negotiate.ts: do not edit.',
    '',
    negotiationScript().trimEnd(),
    '',
    '// The entry point CloudFront calls.',
    'function handler(event) {',
    '  var request = event.request;',
    '  var header = request.headers.accept;',
    '  var accept = "";',
    '  if (header) {',
    '    if (header.multiValue) {',
    '      var values = [];',
    '      for (var i = 0; i < header.multiValue.length; i++) values.push(header.multiValue[i].value);',
    '      accept = values.join(", ");',
    '    } else accept = header.value;',
    '  }',
    '  if (prefersMarkdown(accept)) {',
    '    var twin = twinOf(request.uri);',
    '    if (twin) request.uri = twin;',
    '  }',
    '  return request;',
    '}',
    '',
  ].join('\n');
}

/**
 * nginx's njs module (njs 0.7, Debian's libnginx-mod-http-js), imported by deploy/nginx.conf:
 * `acceptsMarkdown` ("1" or "0") for `js_set $pitel_docs_accepts_markdown`, and `twinLink` (the page's
 * twin as the first entry of its `Link` header, percent-encoded, or "" when the page has none) for
 * `js_set $pitel_docs_twin_link`.
 */
export function njsModule(): string {
  return [
    '// Pitel Docs: the content negotiation of deploy/nginx.conf (njs). Written by the build',
    '// (src/plugins/build/static-hosts) from deploy/negotiate.ts: do not edit.',
    '',
    negotiationScript().trimEnd(),
    '',
    'function acceptsMarkdown(r) {',
    "  return prefersMarkdown(r.headersIn['Accept'] || '') ? '1' : '0';",
    '}',
    '',
    'function twinLink(r) {',
    '  var twin = r.variables.pitel_docs_twin;',
    `  return twin ? '<' + encodeURI(twin) + '>; rel="alternate"; type="text/markdown", ' : '';`,
    '}',
    '',
    'export default {acceptsMarkdown: acceptsMarkdown, twinLink: twinLink};',
    '',
  ].join('\n');
}
