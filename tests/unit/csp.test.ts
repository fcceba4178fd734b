/**
 * The CSP hash collection (broken fixtures fail).
 */
import {cpSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  CSP_CONF,
  CSP_VARIABLE,
  cspHash,
  inlineScripts,
  nginxCspConf,
  writeCspConf,
} from '../../src/plugins/build/csp-hashes';
import {checkInlineScripts, directive} from '../support/csp';

const fixtures = path.resolve(__dirname, '../fixtures/csp');
const THEME = 'document.documentElement.setAttribute("data-theme",localStorage.getItem("theme")||"light")';
const temp = mkdtempSync(path.join(tmpdir(), 'csp-test-'));
afterAll(() => rmSync(temp, {recursive: true, force: true}));

/** Runs the step over a copy of a fixture site; returns the hash list it wrote for nginx. */
async function pluginHashes(site: string): Promise<string> {
  const outDir = path.join(temp, site);
  cpSync(path.join(fixtures, site), outDir, {recursive: true});
  await writeCspConf(outDir);
  const conf = readFileSync(path.join(outDir, CSP_CONF), 'utf8');
  return conf.match(/default "([^"]*)"/)![1];
}

describe('inline script collection', () => {
  it('takes the scripts the browser runs, as raw text, and leaves out src scripts and JSON data', () => {
    const html = readFileSync(path.join(fixtures, 'good/index.html'), 'utf8');
    expect(inlineScripts(html)).toEqual([THEME, 'import("/assets/js/extra.js")']);
    const guide = readFileSync(path.join(fixtures, 'good/guide/index.html'), 'utf8');
    expect(inlineScripts(guide)).toEqual([THEME, 'window.title = "Cài đặt & </scrip> ✓"']);
  });

  it('hashes the UTF-8 bytes as CSP does', () => {
    // echo -n 'alert(1)' | openssl sha256 -binary | base64
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('writes an nginx map with the sorted, distinct hashes', () => {
    const conf = nginxCspConf(["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
    expect(conf).toContain(`map $host ${CSP_VARIABLE} {\n    default "'sha256-a' 'sha256-b'";\n}`);
  });
});

describe('CSP gate over a built site', () => {
  // A site whose inline scripts are all in the policy the plugin wrote passes: the build, in tests/e2e/nginx.test.ts.
  it('fails on a script missing from the policy, an inline event handler and a javascript: link', async () => {
    const policy = `script-src 'self' ${await pluginHashes('good')}`;
    const {problems} = checkInlineScripts(path.join(fixtures, 'broken'), policy);
    expect(problems).toEqual([
      `/: inline script ${cspHash('console.log("added by hand, never hashed")')} ("console.log(\\"added by hand, never hashed\\")"…) is not allowed by script-src`,
      '/: inline event handler onclick on <button>',
      '/: javascript: link on <a>',
    ]);
    // Hashing the broken site covers its scripts, but handlers and javascript: links stay errors.
    const own = checkInlineScripts(path.join(fixtures, 'broken'), `script-src ${await pluginHashes('broken')}`);
    expect(own.problems).toHaveLength(2);
  });

  it('reads one directive of a policy', () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'";
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-x'"]);
    expect(directive(policy, 'style-src')).toEqual([]);
  });
});
