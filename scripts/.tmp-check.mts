import {readFileSync, existsSync} from 'node:fs';
import {parse} from '/work/wt-ref-layout/node_modules/yaml/dist/index.js';
import {endpointPages} from '/work/wt-ref-layout/tests/support/twins';
import {untracedExamples, repeatedUncertainty} from '/work/wt-ref-layout/tests/support/api-examples';
const docs: any = Object.fromEntries(['v1','v3','psr'].map((n) => [n, parse(readFileSync(`/work/wt-ref-layout/openapi/${n}.yaml`, 'utf8'))]));
const dir = process.argv[2];
let n = 0, marked = 0;
for (const {route, api} of endpointPages('/work/wt-ref-layout/docs')) {
  const f = `${dir}${route}/index.html`; const g = `${dir}${route}.html`;
  const file = existsSync(f) ? f : g;
  const html = readFileSync(file, 'utf8'); n++;
  marked += (html.match(/data-api-example=/g) ?? []).length;
  const p = untracedExamples(route, html, api, docs);
  const r = repeatedUncertainty(html);
  if (p.length) console.log(p.slice(0,3).join('\n'), p.length);
  if (r.length) console.log(route, JSON.stringify(r));
}
console.log('pages', n, 'marked', marked);
