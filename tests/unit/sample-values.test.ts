/**
 * "Your values": placeholders marked once in every language, filling escapes values, host and token
 * rules.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getVcsPreset, readLastUpdateData} from '@docusaurus/utils';
import {fillSampleValues, markSampleValues, SAMPLE_VALUE_ATTRIBUTE} from '../../src/config/sample-values';
import {normalizeHost, normalizeToken} from '../../src/components/SampleValues/input';
import {highlight} from '../../src/plugins/features/code-blocks/highlight';
import {sharedDocsOptions} from '../../src/config/site';
import config from '../../docusaurus.config';
import {lastUpdateVcs} from '../../src/config/last-updated';

const CASES: Record<string, string> = {
  bash: 'curl -s "https://{{API_HOST}}/v3/campaign" -H "Authorization: Bearer YOUR_ACCESS_TOKEN"\ncurl https://{{API_HOST}}/v1/cdr',
  javascript: "const HOST = 'https://{{API_HOST}}';\nconst token = `YOUR_ACCESS_TOKEN`;",
  python: 'HOST = "https://{{API_HOST}}"  # {{API_HOST}}\nTOKEN = "YOUR_ACCESS_TOKEN"',
  php: '<?php\n$host = "https://{{API_HOST}}";\n$token = \'YOUR_ACCESS_TOKEN\';',
  http: 'GET /v3/campaign HTTP/1.1\nHost: {{API_HOST}}\nAuthorization: Bearer YOUR_ACCESS_TOKEN',
  json: '{"url": "https://{{API_HOST}}/hook", "token": "YOUR_ACCESS_TOKEN"}',
  text: 'https://{{API_HOST}}/<version>',
};

const count = (s: string, part: string) => s.split(part).length - 1;
/** True when highlighted code holds at least one marked placeholder whose only content is text. */
const hasSampleValues = (html: string) =>
  new RegExp(`<span ${SAMPLE_VALUE_ATTRIBUTE}="(?:host|token)">[^<]*</span>`).test(html);

describe('sample values marked at build time', () => {
  for (const [lang, code] of Object.entries(CASES)) {
    it(`${lang}: every placeholder becomes one marked span, and the text is unchanged`, () => {
      const html = highlight(code, lang);
      expect(count(html, 'data-sample-value="host"')).toBe(count(code, '{{API_HOST}}'));
      expect(count(html, 'data-sample-value="token"')).toBe(count(code, 'YOUR_ACCESS_TOKEN'));
      const text = html
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      expect(text).toBe(code);
      expect(hasSampleValues(html)).toBe(true);
    });
  }

  it('stops the build when a highlighter splits a placeholder', () => {
    const splitting = (code: string) => code.replace(/pitelSampleValueHost0/g, 'pitelSample<b></b>ValueHost0');
    expect(() => markSampleValues('https://{{API_HOST}}/x', splitting)).toThrow(
      /split the placeholder \{\{API_HOST\}\}/,
    );
  });

  it('fills only the marked spans, escapes the values and keeps the marks for Forget', () => {
    const html = highlight(CASES.bash, 'bash');
    const filled = fillSampleValues(html, {host: 'a.example.vn', token: 'abc<def'});
    expect(count(filled, 'a.example.vn')).toBe(2);
    expect(filled).toContain('abc&lt;def');
    expect(filled).not.toContain('{{API_HOST}}');
    expect(count(filled, 'data-filled')).toBe(3);
    // Only the host: the token placeholder stays.
    expect(fillSampleValues(html, {host: 'h.example'})).toContain('YOUR_ACCESS_TOKEN');
    expect(fillSampleValues(html, {})).toBe(html);
    // Text that merely looks like a placeholder outside a marked span is never touched.
    expect(fillSampleValues('{{API_HOST}}', {host: 'x.example'})).toBe('{{API_HOST}}');
  });

  it('accepts a host (scheme and trailing slash dropped) and a token, and refuses anything else', () => {
    expect(normalizeHost(' https://API.Example.vn/ ')).toEqual({value: 'api.example.vn'});
    expect(normalizeHost('10.0.0.5:8443')).toEqual({value: '10.0.0.5:8443'});
    expect(normalizeHost('')).toEqual({value: ''});
    for (const bad of ['api.example.vn/v3', 'a b', 'x";rm', '-bad.example', 'host:abc'])
      expect(normalizeHost(bad)).toHaveProperty('error');
    expect(normalizeToken(' eyJ.a-b_c~d+e/f= ')).toEqual({value: 'eyJ.a-b_c~d+e/f='});
    for (const bad of ["to'ken", 'to"ken', 'to ken', 'a\\b', 'a$b'])
      expect(normalizeToken(bad)).toHaveProperty('error');
  });
});

describe('last updated', () => {
  it('is shown on every docs instance, without the author', () => {
    expect(sharedDocsOptions.showLastUpdateTime).toBe(true);
    expect(sharedDocsOptions.showLastUpdateAuthor).toBe(false);
    // This checkout is a git work tree: the dates are read from its history.
    expect(config.future?.experimental_vcs).toBe('default-v2');
  });

  it('outside a git work tree the build reads no dates instead of failing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pitel-no-git-'));
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, '---\ntitle: T\n---\n\ntext\n');
    const options = {showLastUpdateTime: true, showLastUpdateAuthor: false};
    // Docusaurus's git reading fails there (what a build from an export would hit)…
    await expect(readLastUpdateData(file, options, undefined, getVcsPreset('git-ad-hoc'))).rejects.toThrow(/Git/);
    // …so the site picks the 'disabled' preset there, which gives no date and no error.
    expect(lastUpdateVcs(dir)).toBe('disabled');
    expect(lastUpdateVcs(process.cwd())).toBe('default-v2');
    const data = await readLastUpdateData(file, options, undefined, getVcsPreset(lastUpdateVcs(dir)));
    expect(data.lastUpdatedAt ?? null).toBeNull();
  });
});
