/**
 * The sidebar's method badges (one method, several alike, several different as "…", webhooks, planned
 * pages) and "Planned" marks (pages whose operations are all planned) from the OpenAPI flags; the
 * colours of every mark at 4.5:1 in both modes (a broken style sheet fails). How the badges and marks
 * read as part of the link names, and their contrast as drawn, are checked in the browser by
 * tests/e2e/method-badges.test.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {contrastRatio} from '../support/contrast';
import {METHOD_MARKS, METHOD_SIDEBAR_CLASS, methodClass, methodMark, toMethodMark} from '../../src/config/methods';
import {PLANNED_SIDEBAR_CLASS, plannedDocIds, sidebarClassName, sidebarMarks} from '../../src/config/planned';
import {frontMatterOf} from '../../src/config/content-files';

const root = path.resolve(__dirname, '../..');
const fixture = path.resolve(__dirname, '../fixtures/method-marks');
const customCss = readFileSync(path.join(root, 'src/css/custom.css'), 'utf8');

type Item = string | {type: string; id?: string; className?: string; items?: Item[]};

function docItems(items: Item[]): Exclude<Item, string>[] {
  return items.flatMap((i) => (typeof i === 'string' ? [{type: 'doc', id: i}] : i.items ? docItems(i.items) : [i]));
}

/** The rules of a style sheet as [selectors, declarations] (comments dropped; enough for our flat custom.css). */
function cssRules(css: string): {selectors: string[]; body: string}[] {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('}')
    .filter((rule) => rule.includes('{'))
    .map((rule) => {
      const [selectors, body] = rule.split('{');
      return {selectors: selectors.split(',').map((s) => s.trim().replace(/\s+/g, ' ')), body};
    });
}

/** The value of a declaration for a selector: the last one among the rules whose selector list holds it. */
function declaration(css: string, selector: string, property: string): string | undefined {
  const values = cssRules(css)
    .filter((r) => r.selectors.includes(selector))
    .map((r) => new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`).exec(r.body)?.[1].trim())
    .filter((v) => v !== undefined);
  return values.at(-1);
}

/** Every method mark whose badge text falls below 4.5:1 on its background, or has no colours, in either colour mode. */
function lowContrastBadges(css: string): string[] {
  const failures: string[] = [];
  for (const mark of METHOD_MARKS) {
    for (const [mode, prefix] of [
      ['light', '--method-'],
      ['dark', '--method-dark-'],
    ] as const) {
      const fg = declaration(css, `.${methodClass(mark)}`, `${prefix}fg`);
      const bg = declaration(css, `.${methodClass(mark)}`, `${prefix}bg`);
      if (!fg || !bg) failures.push(`${mark} ${mode}: no colours`);
      else if (contrastRatio(fg, bg) < 4.5)
        failures.push(`${mark} ${mode}: ${fg} on ${bg} (${contrastRatio(fg, bg).toFixed(2)}:1)`);
    }
  }
  return failures;
}

describe('method marks of endpoint pages', () => {
  it('are the one method of the operations, WEBHOOK, or SEVERAL when they differ', () => {
    expect(methodMark(['POST'])).toBe('POST');
    expect(methodMark(['GET', 'GET'])).toBe('GET');
    expect(methodMark(['GET', 'POST', 'GET'])).toBe('SEVERAL');
    expect(methodMark(['WEBHOOK', 'WEBHOOK'])).toBe('WEBHOOK');
    expect(methodMark(['WEBHOOK', 'POST'])).toBe('SEVERAL');
    expect(methodMark([])).toBeUndefined();
    expect(methodMark(['GET', undefined])).toBeUndefined();
    expect(toMethodMark('patch')).toBe('PATCH');
    expect(() => toMethodMark('FETCH')).toThrow(/not an HTTP method or WEBHOOK/);
    expect(() => toMethodMark('SEVERAL')).toThrow(/not an HTTP method/);
  });

  it('come from the OpenAPI operations a page names, read once with the planned mark (fixture)', () => {
    const marks = Object.fromEntries(sidebarMarks(fixture));
    expect(marks).toEqual({
      'api/v9/gadget/list': {planned: false, method: 'GET'},
      // Several operations with one method: that method.
      'api/v9/gadget/get': {planned: false, method: 'GET'},
      // Several methods: "…".
      'api/v9/gadget/manage': {planned: false, method: 'SEVERAL'},
      // An OpenAPI webhook, whatever method it is sent with.
      'api/v9/gadget/events': {planned: false, method: 'WEBHOOK'},
      // A planned operation keeps its method beside the planned mark.
      'api/v9/gadget/rename': {planned: true, method: 'PATCH'},
      // An operation missing from the document: no badge (the page's reference shows the error).
      'api/v9/gadget/missing': {planned: false, method: undefined},
    });
    expect(sidebarClassName(marks['api/v9/gadget/manage'])).toBe(`${METHOD_SIDEBAR_CLASS} method--several`);
    expect(sidebarClassName(marks['api/v9/gadget/rename'])).toBe(
      `${PLANNED_SIDEBAR_CLASS} ${METHOD_SIDEBAR_CLASS} method--patch`,
    );
    expect(sidebarClassName(marks['api/v9/gadget/missing'])).toBeUndefined();
    expect(sidebarClassName(undefined)).toBeUndefined();
  });

  it('are set on the sidebar items of the site, one per endpoint page', () => {
    const items = docItems((sidebars as unknown as {docs: Item[]}).docs);
    const classOf = (id: string) => items.find((i) => i.id === id)?.className?.split(' ') ?? [];
    expect(classOf('api/v3/campaign/create')).toEqual([METHOD_SIDEBAR_CLASS, 'method--post']);
    expect(classOf('api/v3/carrier/get')).toEqual([METHOD_SIDEBAR_CLASS, 'method--get']);
    expect(classOf('api/v3/campaign/edit')).toEqual([METHOD_SIDEBAR_CLASS, 'method--several']);
    expect(classOf('api/v1/event/description')).toEqual([METHOD_SIDEBAR_CLASS, 'method--webhook']);
    expect(classOf('api/v3/webhook/presskey_cb')).toEqual([
      PLANNED_SIDEBAR_CLASS,
      METHOD_SIDEBAR_CLASS,
      'method--webhook',
    ]);
    expect(classOf('api/v3/user/remove')).toEqual([PLANNED_SIDEBAR_CLASS, METHOD_SIDEBAR_CLASS, 'method--delete']);
    expect(classOf('module/psr/call')).toEqual([METHOD_SIDEBAR_CLASS, 'method--several']);
    // Every endpoint page the sidebar lists has a badge, and only those pages.
    const marks = sidebarMarks(root);
    const badged = items.filter((i) => i.className?.split(' ').includes(METHOD_SIDEBAR_CLASS)).map((i) => i.id);
    expect(badged.sort()).toEqual([...marks.keys()].filter((id) => items.some((i) => i.id === id)).sort());
    expect(badged.length).toBeGreaterThan(50);
  });
});

describe('method badge styles (src/css/custom.css)', () => {
  it('give every mark text at 4.5:1 or more on its badge in both colour modes', () => {
    expect(lowContrastBadges(customCss)).toEqual([]);
    // The check fails on a pale colour and on a mark without colours.
    const broken = customCss
      .replace(/(\.method--get \{[^}]*--method-fg: )#[0-9a-f]{6}/, '$1#93c5fd')
      .replace(/--method-dark-bg: #14532d;/, '');
    expect(lowContrastBadges(broken)).toEqual([
      expect.stringMatching(/^GET light: #93c5fd on/),
      'POST dark: no colours',
    ]);
  });

  // The link names these make are read in the browser (tests/e2e/method-badges.test.ts) for the methods the sidebar has today.
  it('give every mark but "…" its method as the text of the badge', () => {
    for (const mark of METHOD_MARKS.filter((m) => m !== 'SEVERAL'))
      expect(declaration(customCss, `.${methodClass(mark)}`, '--method'), mark).toBe(`'${mark}'`);
  });
});

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

  it('read the front matter of a page', () => {
    expect(frontMatterOf('---\ntitle: T\napi:\n  spec: v3\n  operations:\n    - GET /v3/x\n---\n\nBody')).toEqual({
      title: 'T',
      api: {spec: 'v3', operations: ['GET /v3/x']},
    });
    expect(frontMatterOf('No front matter')).toEqual({});
  });
});
