/**
 * `npm run docs:private-apis`: writes src/plugins/PRIVATE-APIS.md, the list of what the site relies on
 * inside Docusaurus and its plugins, from the records of it: the site's (tests/support/upstream-files.ts)
 * and the performance layer's (packages/docusaurus-lean/tests/upstream-files.ts), as ALL_WATCHED and
 * ALL_BEHAVIOURS. tests/unit/private-apis.test.ts fails when the file is not what the record gives.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {ALL_BEHAVIOURS, ALL_WATCHED, versionOf, type Behaviour, type Watched} from '../../tests/support/upstream-files';

export const PRIVATE_APIS_FILE = path.resolve(__dirname, '../../src/plugins/PRIVATE-APIS.md');

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The package of an upstream file's path: `@scope/name` or `name`. */
export function packageOf(upstream: string): string {
  const parts = upstream.split('/');
  return upstream.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The distinct upstream files the stock build relies on, and those only the layer adds. */
export function watchedCounts(watched: readonly Watched[]): {
  stock: string[];
  layerOnly: string[];
  thirdParty: string[];
} {
  const stock = [...new Set(watched.filter((w) => !w.layer).map((w) => w.upstream))];
  const layerOnly = [...new Set(watched.filter((w) => w.layer).map((w) => w.upstream))].filter(
    (u) => !stock.includes(u),
  );
  const thirdParty = stock.filter((u) => !packageOf(u).startsWith('@docusaurus/'));
  return {stock, layerOnly, thirdParty};
}

function fileRows(watched: readonly Watched[], version: (upstream: string) => string): string[] {
  return watched.map(
    (w) =>
      `| ${code(w.ours)}${w.fork ? ' (fork)' : ''} | ${cell(w.relies)} | ${code(w.upstream)} ${version(w.upstream)} | ${w.guards.map(code).join(', ')} |`,
  );
}

function behaviourRows(behaviours: readonly Behaviour[]): string[] {
  return behaviours.map((b) => `| ${code(b.ours)} | ${cell(b.relies)} | — | ${b.guards.map(code).join(', ')} |`);
}

function table(
  watched: readonly Watched[],
  behaviours: readonly Behaviour[],
  version: (upstream: string) => string,
): string[] {
  return [
    '| Our file | What it relies on | Upstream file, version | Guards (besides the hash) |',
    '|---|---|---|---|',
    ...fileRows(watched, version),
    ...behaviourRows(behaviours),
  ];
}

/** The Markdown of PRIVATE-APIS.md for a record. */
export function privateApisMarkdown(
  watched: readonly Watched[] = ALL_WATCHED,
  behaviours: readonly Behaviour[] = ALL_BEHAVIOURS,
  version: (upstream: string) => string = versionOf,
): string {
  const {stock, layerOnly, thirdParty} = watchedCounts(watched);
  return [
    '# What the site relies on inside Docusaurus and other packages',
    '',
    "<!-- Written by `npm run docs:private-apis` from the records: the site's, tests/support/upstream-files.ts, and the",
    "performance layer's, packages/docusaurus-lean/tests/upstream-files.ts. Edit those, not this file. -->",
    '',
    "Every reliance on a file or behaviour that is not the public API of Docusaurus or of another package. A watched file's hash is",
    "checked by `tests/unit/forks.test.ts` (the site's) or `packages/docusaurus-lean/tests/unit/upstream.test.ts` (the layer's);",
    'the guards fail when the reliance itself breaks, and their unit tests run on the next major with `npm run check:next`',
    '(CONTRIBUTING.md, "Upgrading Docusaurus").',
    '',
    `The stock build (\`npm run build:stock\`, the performance layer off) relies on ${stock.length} upstream files,`,
    `${thirdParty.length} of them outside \`@docusaurus/*\`; the performance layer (packages/docusaurus-lean) adds ${layerOnly.length}.`,
    '',
    '## The stock build',
    '',
    ...table(
      watched.filter((w) => !w.layer),
      behaviours.filter((b) => !b.layer),
      version,
    ),
    '',
    '## The performance layer only',
    '',
    ...table(
      watched.filter((w) => w.layer),
      behaviours.filter((b) => b.layer),
      version,
    ),
    '',
  ].join('\n');
}

if (require.main === module) writeFileSync(PRIVATE_APIS_FILE, privateApisMarkdown());
