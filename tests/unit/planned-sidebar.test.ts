/**
 * With `method-badges.test.ts`: The sidebar's method badges (one method, several alike, several
 * different as "…", webhooks, planned pages) and "Planned" marks (pages whose operations are all
 * planned) from the OpenAPI flags; badge colours at 4.5:1 in both modes.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {PLANNED_SIDEBAR_CLASS, plannedDocIds} from '../../src/config/planned';
import {frontMatterOf} from '../../src/config/content-files';

const root = path.resolve(__dirname, '../..');

type Item = string | {type: string; id?: string; className?: string; items?: Item[]; link?: unknown};

function docItems(items: Item[]): Exclude<Item, string>[] {
  return items.flatMap((i) => (typeof i === 'string' ? [{type: 'doc', id: i}] : i.items ? docItems(i.items) : [i]));
}

describe('sidebar marks of planned pages', () => {
  it('come from the OpenAPI flags: the pages whose operations are all planned, and no other', () => {
    expect([...plannedDocIds(root)].sort()).toEqual(['api/v3/user/remove', 'api/v3/webhook/presskey_cb']);
    // A page with a documented operation beside planned ones (start beside pause and stop) is not marked.
    expect(plannedDocIds(root).has('api/v3/autocall/run')).toBe(false);
    const fixture = path.resolve(__dirname, '../fixtures/contract-planned');
    expect([...plannedDocIds(fixture)]).toEqual(['api/v8/widget/detail']);
  });

  it('are set on those sidebar items as a class', () => {
    const marked = docItems((sidebars as unknown as {docs: Item[]}).docs).filter((i) =>
      i.className?.split(' ').includes(PLANNED_SIDEBAR_CLASS),
    );
    expect(marked.map((i) => i.id).sort()).toEqual(['api/v3/user/remove', 'api/v3/webhook/presskey_cb']);
  });

  it('draw the word "Proposal" as generated text of the link, so it is part of the link name', () => {
    const css = readFileSync(path.join(root, 'src/css/custom.css'), 'utf8');
    const rule = new RegExp(`\\.${PLANNED_SIDEBAR_CLASS} > \\.menu__link::after \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(rule).toContain("content: 'Proposal';");
    expect(rule).toContain("content: 'Proposal' / ', proposed design';");
  });

  it('read the front matter of a page', () => {
    expect(frontMatterOf('---\ntitle: T\napi:\n  spec: v3\n  operations:\n    - GET /v3/x\n---\n\nBody')).toEqual({
      title: 'T',
      api: {spec: 'v3', operations: ['GET /v3/x']},
    });
    expect(frontMatterOf('No front matter')).toEqual({});
  });
});
