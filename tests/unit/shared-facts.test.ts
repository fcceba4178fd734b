/**
 * The shared facts of src/data: the short statements (both languages, the same code and links, none of
 * the content lint's forbidden variants) and the call statuses (unique ids and codes, one meaning of
 * cancel and its Bitrix24 codes, the short codes and values of the portals and the API).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {counterpartOf, langOfPath} from '../../src/config/page-langs';
import {pageLangs} from '../../src/config/sections';
import {describe, expect, it} from 'vitest';
import {canonicalPages} from '../../src/config/pages';
import {callStatuses} from '../../src/data/call-statuses';
import {statementText, statements, support, type Lang} from '../../src/data/shared-facts';
import {forbiddenVariants} from '../../scripts/lint/shared-facts';

const root = path.resolve(__dirname, '../..');
const langs: Lang[] = ['en', 'vi'];

describe('shared facts: the short statements', () => {
  it('exist in English and Vietnamese and each ends with a link to its section of /authentication', () => {
    const anchors = readFileSync(path.join(root, 'docs/authentication.mdx'), 'utf8');
    for (const [id, byLang] of Object.entries(statements)) {
      for (const lang of langs) {
        const parts = byLang[lang];
        const link = parts.at(-2);
        expect(parts.at(-1), `${id} ${lang}`).toBe('.');
        expect(
          typeof link === 'object' && 'to' in link && link.to.startsWith(`${canonicalPages.authentication}#`),
          `${id} ${lang}`,
        ).toBe(true);
        // The anchor is a heading id of the canonical page.
        const anchor = (link as {to: string}).to.split('#')[1];
        expect(anchors, `${id} ${lang}: #${anchor}`).toContain(`{#${anchor}}`);
      }
    }
  });

  it('say the same thing in both languages: the same code and the same links (to the edition in their language)', () => {
    // The Vietnamese statement links the Vietnamese edition of a page where there is one (/ho-tro for /support).
    const edition = (to: string) => counterpartOf(to.replace(/#.*$/, ''), pageLangs().pairs)?.path;
    for (const [id, byLang] of Object.entries(statements)) {
      const shape = (lang: Lang) =>
        byLang[lang]
          .filter((p) => typeof p !== 'string')
          .map((p) =>
            'code' in p ? p.code : lang === 'vi' && langOfPath(p.to, pageLangs()) === 'vi' ? edition(p.to) : p.to,
          );
      expect(shape('vi'), id).toEqual(shape('en'));
    }
  });

  it('break none of the rules the content lint enforces on pages', () => {
    for (const [id, byLang] of Object.entries(statements)) {
      for (const lang of langs) {
        const text = statementText(byLang[lang]);
        for (const v of forbiddenVariants.filter((v) => !v.unlessLinkTo)) {
          const hit = v.pattern.test(text) && (!v.near || v.near.test(text));
          expect(hit, `${id} ${lang} ${v.id}`).toBe(false);
        }
      }
    }
  });

  it('name the support address the OpenAPI documents give', () => {
    for (const spec of ['openapi/v3.yaml', 'openapi/psr.yaml']) {
      expect(readFileSync(path.join(root, spec), 'utf8'), spec).toContain(`email: ${support.email}`);
    }
  });
});

describe('shared facts: the call statuses', () => {
  it('have unique ids, labels, codes, CDR values and counters', () => {
    for (const key of ['id', 'label', 'code', 'cdr', 'v1', 'recall', 'lead'] as const) {
      const values = callStatuses.map((s) => s[key]).filter(Boolean);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const counters = callStatuses.flatMap((s) => s.counters ?? []);
    expect(new Set(counters).size).toBe(counters.length);
  });

  it("give cancel one meaning, on the call center's side while ringing, with the detail of each kind of call", () => {
    const cancel = callStatuses.find((s) => s.id === 'cancel')!;
    expect(cancel.meaning).toMatch(/call center’s side .* while it was still ringing/);
    expect(cancel.details?.map((d) => d.context)).toEqual(['Auto-call and autodialer campaigns', 'Agent calls']);
    expect(callStatuses.find((s) => s.code === 'C1')).toBe(cancel);
    expect(cancel.bitrix).toBe('603-S');
    // An inbound call that the agent's side ended instead of answering is a declined call (crm-bitrix.md: "Agent rejected").
    expect(cancel.bitrixInbound).toBe('603');
  });

  it('cover the dialing short codes and the customer values of the portals and the API', () => {
    expect(['A1', 'B1', 'C1', 'NA', 'NA1'].map((c) => callStatuses.find((s) => s.code === c)?.label)).toEqual([
      'Answered',
      'Busy',
      'Cancel',
      'No Answered',
      'Not available',
    ]);
    expect(callStatuses.map((s) => s.lead).filter(Boolean)).toEqual([
      'answered',
      'no-answered',
      'busy',
      'cancel',
      'fail',
      'unknown',
    ]);
  });
});
