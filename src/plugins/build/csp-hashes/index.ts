import {createHash} from 'node:crypto';
import {readdirSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** Where the nginx include is written, relative to the build folder (nginx does not serve dotfiles). */
export const CSP_CONF = '.nginx/csp.conf';

/** The nginx variable the include defines, used in the script-src of deploy/nginx.conf. */
export const CSP_VARIABLE = '$pitel_docs_script_hashes';

// A <script> start tag (quoted attribute values may hold ">") and its raw text, which ends at the
// first </script, as the HTML parser does.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
// Script types the browser runs; others (application/ld+json) are data that CSP does not govern.
const EXECUTABLE = /^(?:|(?:text|application)\/(?:x-)?(?:java|ecma)script|module)$/i;

/** The source text of the inline scripts of a page that the browser executes. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attrText, body] of html.matchAll(SCRIPT)) {
    const attrs = new Map<string, string>();
    for (const [, name, ...values] of attrText.matchAll(ATTRIBUTE)) {
      attrs.set(name.toLowerCase(), values.find((v) => v !== undefined) ?? '');
    }
    if (!attrs.has('src') && EXECUTABLE.test((attrs.get('type') ?? '').trim())) scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression that allows a script by its content: `'sha256-<base64>'`. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The nginx include: a map that sets CSP_VARIABLE to the hash sources, sorted. */
export function nginxCspConf(hashes: Iterable<string>): string {
  const list = [...new Set(hashes)].sort().join(' ');
  return [
    '# Written at build time by src/plugins/build/csp-hashes: the sha256 of every inline script of the',
    '# built pages, for the script-src of the Content-Security-Policy in deploy/nginx.conf.',
    `map $host ${CSP_VARIABLE} {`,
    `    default "${list}";`,
    '}',
    '',
  ].join('\n');
}

/**
 * Collects the hashes of the inline scripts of every built page into CSP_CONF; returns the file's text.
 * Run by src/plugins/build/static-hosts, whose files need the hashes.
 */
export async function writeCspConf(outDir: string): Promise<string> {
  const pages = (readdirSync(outDir, {recursive: true}) as string[]).filter((f) => f.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const script of inlineScripts(await readFile(path.join(outDir, page), 'utf8'))) hashes.add(cspHash(script));
  }
  const target = path.join(outDir, CSP_CONF);
  const text = nginxCspConf(hashes);
  await mkdir(path.dirname(target), {recursive: true});
  await writeFile(target, text);
  return text;
}
