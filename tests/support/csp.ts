/**
 * Checks a built site against a Content-Security-Policy: every inline script the browser would
 * run must be allowed by a hash in script-src, and no page may use inline event handlers or
 * javascript: links (those would need 'unsafe-inline'). Parses the HTML with htmlparser2,
 * independently of the regex the csp-hashes plugin uses.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {cspHash} from '../../src/plugins/build/csp-hashes';
import {pageUrl} from './link-check';

export interface CspReport {
  pages: number;
  inlineScripts: number;
  problems: string[];
}

/** The sources of one directive of a policy (empty when the directive is absent). */
export function directive(policy: string, name: string): string[] {
  for (const part of policy.split(';')) {
    const [key, ...sources] = part.trim().split(/\s+/);
    if (key.toLowerCase() === name) return sources;
  }
  return [];
}

const isExecutable = (type: string | undefined) =>
  !type?.trim() || /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|module)$/i.test(type.trim());

export function checkInlineScripts(buildDir: string, policy: string): CspReport {
  const allowed = new Set(directive(policy, 'script-src'));
  const files = (readdirSync(buildDir, {recursive: true}) as string[]).filter((f) => f.endsWith('.html'));
  const problems: string[] = [];
  let inlineScripts = 0;
  for (const file of files) {
    const page = pageUrl(path.resolve(buildDir), path.resolve(buildDir, file));
    let script: string | undefined;
    const parser = new Parser(
      {
        onopentag(name, attrs) {
          for (const attr of Object.keys(attrs).filter((a) => /^on/i.test(a)))
            problems.push(`${page}: inline event handler ${attr} on <${name}>`);
          if (/^\s*javascript:/i.test(attrs.href ?? '')) problems.push(`${page}: javascript: link on <${name}>`);
          if (name === 'script' && attrs.src === undefined && isExecutable(attrs.type)) script = '';
        },
        ontext(text) {
          if (script !== undefined) script += text;
        },
        onclosetag(name) {
          if (name !== 'script' || script === undefined) return;
          inlineScripts++;
          const hash = cspHash(script);
          if (!allowed.has(hash))
            problems.push(
              `${page}: inline script ${hash} (${JSON.stringify(script.slice(0, 60))}…) is not allowed by script-src`,
            );
          script = undefined;
        },
      },
      {decodeEntities: false},
    );
    parser.write(readFileSync(path.join(buildDir, file), 'utf8'));
    parser.end();
  }
  return {pages: files.length, inlineScripts, problems};
}
