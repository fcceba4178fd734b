/**
 * Which tslib helpers a module's source uses, read as TypeScript and bundlers write them: a CommonJS
 * `const tslib_1 = require("tslib")` whose binding is read only for helpers (`tslib_1.__importDefault`),
 * `import {__assign, __rest as r} from 'tslib'`, or `import * as t from 'tslib'` read only for helpers.
 * Any other use (the module object passed on, `export * from 'tslib'`, a default import), or a source
 * in which no such import is seen, gives `undefined`: the reading cannot tell, and the module keeps
 * the full tslib.
 */
const QUOTED_TSLIB = String.raw`["']tslib["']`;

function escape(name: string): string {
  return name.replace(/[$]/g, '\\$');
}

/** The helpers a binding of the tslib module is read for, or undefined if it is used otherwise. */
function helpersOfBinding(source: string, binding: string, declarations: number): string[] | undefined {
  const uses = source.match(new RegExp(String.raw`(?<![\w$.])${escape(binding)}(?![\w$])`, 'g'))?.length ?? 0;
  const helpers = [...source.matchAll(new RegExp(String.raw`(?<![\w$.])${escape(binding)}\.(__\w+)`, 'g'))].map(
    (m) => m[1]!,
  );
  return uses - declarations === helpers.length ? helpers : undefined;
}

export function helpersUsed(source: string): string[] | undefined {
  const used = new Set<string>();
  let seen = false;
  const requires = [
    ...source.matchAll(new RegExp(String.raw`(?:var|let|const)\s+([\w$]+)\s*=\s*require\(\s*${QUOTED_TSLIB}\s*\)`, 'g')),
  ];
  const namespaces = [
    ...source.matchAll(new RegExp(String.raw`import\s*\*\s*as\s+([\w$]+)\s+from\s*${QUOTED_TSLIB}`, 'g')),
  ];
  for (const [, binding] of [...requires, ...namespaces]) {
    const declarations = [...requires, ...namespaces].filter((m) => m[1] === binding).length;
    const helpers = helpersOfBinding(source, binding!, declarations);
    if (!helpers) return undefined;
    helpers.forEach((h) => used.add(h));
    seen = true;
  }
  for (const [, names] of source.matchAll(new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*${QUOTED_TSLIB}`, 'g'))) {
    for (const spec of names!.split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0];
      if (name) used.add(name);
    }
    seen = true;
  }
  // Any mention of the module not read above (a bare require, a default import, a re-export).
  const mentions = source.match(new RegExp(QUOTED_TSLIB, 'g'))?.length ?? 0;
  const read =
    requires.length +
    namespaces.length +
    [...source.matchAll(new RegExp(String.raw`import\s*\{[^}]*\}\s*from\s*${QUOTED_TSLIB}`, 'g'))].length;
  if (!seen || mentions !== read) return undefined;
  return [...used];
}
