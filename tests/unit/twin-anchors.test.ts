/** The anchor check the build tests run on the twins and llms-full.txt (tests/support/twin-anchors.ts) fails on broken input. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  anchorProblems,
  llmsFullAnchorProblems,
  llmsFullParts,
  twinIds,
  twinLinks,
  type TwinIds,
} from '../support/twin-anchors';

const SITE = 'https://docs.example.com';

/**
 * Two twins as the build writes them (tests/fixtures/twin-anchors/): custom ids as anchors above their
 * headings, a table row id in its first cell.
 */
const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/twin-anchors', name), 'utf8');
const AUTH = fixture('authentication.md');

const QUICKSTART = fixture('quickstart.md');

const VI = '# Cài đặt\n\n## Trước khi bắt đầu\n\nĐăng nhập.\n';

function check(twins: Record<string, string | undefined>, where: string) {
  const ids = new Map(
    Object.entries(twins).flatMap(([p, md]) => (md === undefined ? [] : [[p, twinIds(md)] as const])),
  );
  return anchorProblems({where, markdown: twins[where]!, base: where, siteUrl: SITE, idsOf: (p) => ids.get(p)});
}

const good = {'/authentication.md': AUTH, '/quickstart.md': QUICKSTART, '/guide/cài-đặt.md': VI};

describe('the ids of a twin', () => {
  it('are the GitHub-style slug of every heading, repeats numbered, and every HTML anchor', () => {
    const ids = twinIds(`${AUTH}\n## How long a token lasts\n\n### Bước 1: Đăng nhập!\n\n<a name="old-name"></a>\n`);
    expect([...ids.keys()]).toEqual([
      'authentication',
      'token-lifetime',
      'how-long-a-token-lasts',
      'renewing-tokens-v3',
      'status-table',
      'how-long-a-token-lasts-1',
      'bước-1-đăng-nhập',
      'old-name',
    ]);
    expect(ids.get('token-lifetime')).toEqual(['<a id="token-lifetime">']);
    expect(ids.get('renewing-tokens-v3')).toEqual(['the heading "Renewing tokens (v3)"']);
  });

  it('reads the links of Markdown and of HTML', () => {
    expect(twinLinks('[a](#x) [b][ref] <a href="/y.md#z">c</a>\n\n[ref]: /q.md#r\n').map((l) => l.url)).toEqual([
      '#x',
      '/y.md#z',
      '/q.md#r',
    ]);
  });
});

describe('anchor check of the twins', () => {
  it('passes twins whose every #anchor resolves: same twin, other twin, encoded paths and ids, absolute URLs of the site', () => {
    expect(check(good, '/quickstart.md')).toEqual({problems: [], checked: 5});
    expect(check(good, '/authentication.md')).toEqual({problems: [], checked: 1});
  });

  it('fails an id the page uses that the twin does not carry', () => {
    // The custom id lost: only the heading's slug is left.
    const broken = {...good, '/authentication.md': AUTH.replace('<a id="token-lifetime"></a>\n\n', '')};
    expect(check(broken, '/quickstart.md').problems).toEqual([
      '/quickstart.md: [its lifetime](/authentication.md#token-lifetime): /authentication.md has no id "token-lifetime"',
      '/quickstart.md: [the API](https://docs.example.com/authentication.md#token-lifetime): /authentication.md has no id "token-lifetime"',
    ]);
    expect(
      check({...good, '/quickstart.md': QUICKSTART.replace('<a id="token"></a>', '')}, '/quickstart.md').problems,
    ).toEqual(['/quickstart.md: [step 1](#token): /quickstart.md has no id "token"']);
    expect(
      check({...good, '/authentication.md': AUTH.replace('<a id="status-table"></a>', '')}, '/authentication.md')
        .problems,
    ).toEqual(['/authentication.md: [the table says](#status-table): /authentication.md has no id "status-table"']);
  });

  it('fails an id carried twice, a missing twin and a fragment into a page instead of its twin', () => {
    const twice = {...good, '/authentication.md': `${AUTH}\n<a id="token-lifetime"></a>\n`};
    expect(check(twice, '/quickstart.md').problems[0]).toMatch(/carries the id "token-lifetime" 2 times/);
    expect(check({...good, '/authentication.md': undefined}, '/quickstart.md').problems[0]).toBe(
      '/quickstart.md: [its lifetime](/authentication.md#token-lifetime): no Markdown twin at /authentication.md',
    );
    expect(
      check({...good, '/quickstart.md': '# Q\n\nSee [it](/authentication#token-lifetime).\n'}, '/quickstart.md')
        .problems,
    ).toEqual([
      '/quickstart.md: [it](/authentication#token-lifetime) points into /authentication, which is not a Markdown twin',
    ]);
  });
});

describe('anchor check of llms-full.txt', () => {
  const part = (route: string, md: string) => `---\n\nSource: ${SITE}${encodeURI(route)} (API)\n\n${md.trim()}`;
  const full = [
    '# Pitel Docs\n\n> Docs\n\nEvery page, after a rule and its address; [llms.txt](https://docs.example.com/llms.txt).',
    part('/authentication', AUTH),
    part('/quickstart', QUICKSTART),
  ].join('\n\n');
  /** The unlisted Vietnamese page has a twin but no part. */
  const twinOnly = (p: string): TwinIds | undefined => (p === '/guide/cài-đặt.md' ? twinIds(VI) : undefined);

  it('splits the file into its header and one part per page', () => {
    expect(llmsFullParts(full).map((p) => p.source)).toEqual([
      undefined,
      `${SITE}/authentication`,
      `${SITE}/quickstart`,
    ]);
  });

  it('resolves #id in its own part, /page.md#id in the part of that page, and a page without a part in its twin', () => {
    expect(llmsFullAnchorProblems(full, SITE, twinOnly)).toEqual({problems: [], checked: 6});
  });

  it('fails an #id that only another part carries, and an id that the target part lacks', () => {
    // The quickstart's own "token" anchor is gone; another part has one, which must not count.
    const elsewhere = full
      .replace('<a id="token"></a>', '')
      .replace('## How long', '<a id="token"></a>\n\n## How long');
    expect(llmsFullAnchorProblems(elsewhere, SITE, twinOnly).problems).toEqual([
      'llms-full.txt (/quickstart): [step 1](#token): /quickstart.md has no id "token"',
    ]);
    const lacking = full.replace('<a id="token-lifetime"></a>', '');
    expect(llmsFullAnchorProblems(lacking, SITE, twinOnly).problems).toHaveLength(2);
    expect(llmsFullAnchorProblems(`${full}\n\nSee [the top](#pitel-docs).\n`, SITE, twinOnly).problems[0]).toMatch(
      /\(\/quickstart\): \[the top\]\(#pitel-docs\): \/quickstart.md has no id/,
    );
  });
});
