/**
 * The bundler loader of route-shards (see ./index.ts and ./README.md), browser build only.
 *
 * It rewrites three files Docusaurus generates (@docusaurus/core 3.10.2, lib/server/codegen/
 * codegen.js and codegenRoutes.js) as the browser bundle imports them:
 * - `.docusaurus/routes.js` becomes the route skeleton: every route but the leaves that are sharded
 *   (below), plus the table of shards (a key per shard and its `import()`);
 * - `.docusaurus/routes.js?shard=N` is shard N: its leaf routes, with the registry entries and chunk
 *   names only they use, merged into the shared objects before their `ComponentCreator` calls run;
 * - `.docusaurus/registry.js` and `.docusaurus/routesChunkNames.json` keep the entries the skeleton
 *   uses (and any entry no route uses).
 *
 * A sharded leaf is a route without child routes, with `exact: true`, below a top-level route (the
 * top-level list is rendered once, when the app module loads), and not the home page (the classic
 * theme's breadcrumbs look it up in the route tree: `useHomePageRoute`). A leaf's shard key is its
 * parent's path and the first `depth` directories of the rest of its path (`shardKey`), so a section
 * that grows by new directories gets new shards instead of larger ones.
 *
 * Relies on the generated files' shape (Docusaurus 3.10.2): `routes.js` exports an array of object
 * literals (`path`, `component: ComponentCreator(path, hash)`, `exact`, `routes`, …), `registry.js`
 * an object literal of `"chunk": [import, module, resolveWeak]`, `routesChunkNames.json` an object
 * keyed `${path}-${hash}`. Anything else makes the loader throw (a build error naming the file), and
 * tests/unit/route-shards.test.ts checks the generator's source hash.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const acorn = require('acorn');

/**
 * How many directories below the parent route's path make a shard key: 2 puts `/api/v3/…` apart from
 * `/api/v1/…` and `/category/…`, so a page of the v3 reference loads a smaller shard than one for all of
 * `/api/` (bench/results/2026-11-25-first-visit.md, "Figures the layer's and the code blocks' comments carried").
 */
const DEPTH = 2;

/**
 * The shard key of `pathname` below the parent route at `parentPath`: the parent's path, `|`, and the
 * first `depth` directories of the rest (its last segment, the page, left out; lower case, as routes
 * match without regard to case; `.html` and `/index.html` endings dropped, as Docusaurus's
 * normalizeLocation drops them). The browser runs this same function (its source is emitted into the
 * route skeleton), so the build and the browser cannot disagree.
 */
function shardKey(parentPath, pathname, depth) {
  var rest = pathname
    .slice(parentPath.length)
    .toLowerCase()
    .replace(/(?:\/index)?\.html$/, '');
  var segments = rest.split('/').filter(Boolean);
  return parentPath + '|' + segments.slice(0, -1).slice(0, depth).join('/');
}

function fail(file, message) {
  throw new Error(
    `docusaurus-lean route-shards: ${file}: ${message} (the generated file's shape changed; see docusaurus-lean's src/route-shards/README.md)`,
  );
}

function parseModule(source, file) {
  try {
    return acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  } catch (error) {
    return fail(file, `cannot parse: ${error.message}`);
  }
}

function defaultExport(ast, file, type) {
  const node = ast.body.find((n) => n.type === 'ExportDefaultDeclaration');
  if (!node || node.declaration.type !== type) fail(file, `expected \`export default\` of an ${type}`);
  return node.declaration;
}

function propName(prop) {
  return prop.key.type === 'Identifier' ? prop.key.name : prop.key.value;
}

/**
 * Reads the generated routes.js into a tree: each route with its source text (without `routes`),
 * its path, its chunk-names key and its children.
 */
function parseRoutes(source, file) {
  const array = defaultExport(parseModule(source, file), file, 'ArrayExpression');
  const head = source.slice(0, array.start).replace(/export default\s*$/, '');
  function read(node) {
    if (node.type !== 'ObjectExpression') fail(file, 'a route is not an object literal');
    const route = {props: [], path: undefined, exact: false, chunkKey: undefined, children: undefined};
    for (const prop of node.properties) {
      if (prop.type !== 'Property') fail(file, 'a route has a spread property');
      const name = propName(prop);
      if (name === 'routes') {
        if (prop.value.type !== 'ArrayExpression') fail(file, '`routes` is not an array literal');
        route.children = prop.value.elements.map(read);
        continue;
      }
      route.props.push(source.slice(prop.start, prop.end));
      if (name === 'path') route.path = prop.value.value;
      if (name === 'exact') route.exact = prop.value.value === true;
      if (name === 'component') {
        const call = prop.value;
        if (call.type !== 'CallExpression' || call.callee.name !== 'ComponentCreator')
          fail(file, '`component` is not a ComponentCreator call');
        const [p, hash] = call.arguments.map((a) => a.value);
        if (hash !== undefined) route.chunkKey = `${p}-${hash}`;
      }
    }
    if (typeof route.path !== 'string') fail(file, 'a route has no literal path');
    return route;
  }
  return {head, routes: array.elements.map(read)};
}

/** The registry's entries: chunk name → the property's source text. */
function parseRegistry(source, file) {
  const object = defaultExport(parseModule(source, file), file, 'ObjectExpression');
  const entries = new Map();
  for (const prop of object.properties) {
    if (prop.type !== 'Property' || prop.value.type !== 'ArrayExpression')
      fail(file, 'an entry is not `"name": [...]`');
    entries.set(propName(prop), source.slice(prop.start, prop.end));
  }
  return entries;
}

/** Chunk names used by one route's chunk-names entry (a tree whose leaves are registry keys). */
function chunksOf(value, out = new Set()) {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) chunksOf(v, out);
  return out;
}

/**
 * Splits the route tree. Returns the skeleton (the tree without the sharded leaves) and the shards
 * (sorted by key), each with its leaves grouped by parent (the parent's index path in the tree).
 */
function partition({routes, chunkNames, registry, baseUrl = '/', depth = DEPTH}) {
  const shards = new Map();
  function walk(list, indexPath, parent) {
    const kept = [];
    list.forEach((route, i) => {
      const here = [...indexPath, i];
      const isLeaf = !route.children;
      const sharded =
        isLeaf &&
        parent &&
        route.exact &&
        route.path !== baseUrl &&
        route.chunkKey &&
        route.path.toLowerCase().startsWith(parent.path.toLowerCase());
      if (!sharded) {
        kept.push(route.children ? {...route, children: walk(route.children, here, route)} : route);
        return;
      }
      const key = shardKey(parent.path, route.path, depth);
      if (!shards.has(key)) shards.set(key, {key, parents: new Map(), chunkKeys: []});
      const shard = shards.get(key);
      const at = indexPath.join('.');
      if (!shard.parents.has(at)) shard.parents.set(at, {indexPath, leaves: []});
      shard.parents.get(at).leaves.push(route);
      shard.chunkKeys.push(route.chunkKey);
    });
    // `indexPath` is the position in the generated tree; parentTable gives the parent's position in
    // the skeleton (they differ when a sharded leaf came before one of the parent's kept siblings).
    return kept;
  }
  const skeleton = walk(routes, [], undefined);
  const skeletonChunkKeys = Object.keys(chunkNames).filter(
    (k) => ![...shards.values()].some((s) => s.chunkKeys.includes(k)),
  );
  const mainChunks = new Set();
  for (const k of skeletonChunkKeys) chunksOf(chunkNames[k], mainChunks);
  const usedByLeaves = new Set();
  const list = [...shards.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const shard of list) {
    shard.chunks = new Set();
    for (const k of shard.chunkKeys) chunksOf(chunkNames[k], shard.chunks);
    for (const c of shard.chunks) usedByLeaves.add(c);
    shard.registry = [...shard.chunks].filter((c) => !mainChunks.has(c) && registry.has(c));
  }
  const mainRegistry = [...registry.keys()].filter((c) => mainChunks.has(c) || !usedByLeaves.has(c));
  return {skeleton, skeletonChunkKeys, mainRegistry, shards: list};
}

/** A route as source text again (its own properties as generated, then its children). */
function routeSource(route, indent = '  ') {
  const props = [...route.props];
  if (route.children)
    props.push(
      `routes: [\n${route.children.map((c) => indent + '  ' + routeSource(c, indent + '  ')).join(',\n')}\n${indent}]`,
    );
  return `{\n${props.map((p) => indent + p).join(',\n')}\n${indent.slice(2)}}`;
}

const SHARD_CHUNK = (i) => `route-shard-${i}`;

function emitSkeleton(parsed, result, resourcePath, depth) {
  const loaders = result.shards
    .map(
      (s, i) =>
        `  ${JSON.stringify(s.key)}: [() => import(/* webpackChunkName: ${JSON.stringify(SHARD_CHUNK(i))} */ ${JSON.stringify(`${resourcePath}?shard=${i}`)}), ${JSON.stringify(SHARD_CHUNK(i))}]`,
    )
    .join(',\n');
  return `${parsed.head}
import {createShards} from ${JSON.stringify(path.join(__dirname, 'client/shards'))};
const routes = [
${result.skeleton.map((r) => '  ' + routeSource(r, '    ')).join(',\n')}
];
export default routes;
export const shards = createShards(routes, ${shardKey.toString()}, ${depth}, {
${loaders}
});
`;
}

/** Where each parent route sits in the skeleton: its index path in the generated tree → in the skeleton. */
function parentTable(result) {
  const table = {};
  function walk(original, skeleton, origPath, skelPath) {
    // Map each kept route to its original position by identity of props.
    let j = 0;
    original.forEach((route, i) => {
      if (j < skeleton.length && skeleton[j].props === route.props) {
        const o = [...origPath, i];
        const s = [...skelPath, j];
        if (route.children) {
          table[o.join('.')] = s;
          walk(route.children, skeleton[j].children, o, s);
        }
        j++;
      }
    });
  }
  walk(result.original, result.skeleton, [], []);
  return table;
}

function emitShard(parsed, result, index, registry, chunkNames) {
  const shard = result.shards[index];
  if (!shard) throw new Error(`docusaurus-lean route-shards: no shard ${index}`);
  const names = {};
  for (const k of shard.chunkKeys) names[k] = chunkNames[k];
  const table = parentTable(result);
  const groups = [...shard.parents.entries()].map(
    ([at, {leaves}]) =>
      `  [${JSON.stringify(table[at])}, [\n${leaves.map((l) => '    ' + routeSource(l, '      ')).join(',\n')}\n  ]]`,
  );
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
// Before the routes below: ComponentCreator reads both objects when it is called.
Object.assign(registry, {
${shard.registry.map((c) => '  ' + registry.get(c)).join(',\n')}
});
Object.assign(routesChunkNames, ${JSON.stringify(names)});
export default [
${groups.join(',\n')}
];
`;
}

function emitRegistry(result, registry) {
  return `export default {\n${result.mainRegistry.map((c) => '  ' + registry.get(c)).join(',\n')}\n};\n`;
}

function emitChunkNames(result, chunkNames) {
  const kept = {};
  for (const k of result.skeletonChunkKeys) kept[k] = chunkNames[k];
  return JSON.stringify(kept);
}

/** Reads the three generated files of `dir` and splits them. */
function splitGenerated(dir, {baseUrl = '/', depth = DEPTH} = {}) {
  const routesFile = path.join(dir, 'routes.js');
  const registryFile = path.join(dir, 'registry.js');
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  const parsed = parseRoutes(fs.readFileSync(routesFile, 'utf8'), routesFile);
  const registry = parseRegistry(fs.readFileSync(registryFile, 'utf8'), registryFile);
  const chunkNames = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  const result = partition({routes: parsed.routes, chunkNames, registry, baseUrl, depth});
  result.original = parsed.routes;
  return {parsed, registry, chunkNames, result, files: [routesFile, registryFile, chunkNamesFile]};
}

const cache = new Map();

function loader(source) {
  const options = this.getOptions ? this.getOptions() : {};
  const dir = path.dirname(this.resourcePath);
  const depth = options.depth ?? DEPTH;
  const baseUrl = options.baseUrl ?? '/';
  const files = ['routes.js', 'registry.js', 'routesChunkNames.json'].map((f) => path.join(dir, f));
  const stamp = [depth, baseUrl, ...files.map((f) => fs.readFileSync(f, 'utf8'))].join('\0');
  for (const f of files) this.addDependency(f);
  let split = cache.get(dir);
  if (!split || split.stamp !== stamp) {
    split = {stamp, ...splitGenerated(dir, {baseUrl, depth})};
    cache.set(dir, split);
  }
  const name = path.basename(this.resourcePath);
  if (name === 'routes.js') {
    const query = new URLSearchParams((this.resourceQuery || '').replace(/^\?/, ''));
    if (query.has('shard'))
      return emitShard(split.parsed, split.result, Number(query.get('shard')), split.registry, split.chunkNames);
    return emitSkeleton(split.parsed, split.result, this.resourcePath, depth);
  }
  if (name === 'registry.js') return emitRegistry(split.result, split.registry);
  if (name === 'routesChunkNames.json') return emitChunkNames(split.result, split.chunkNames);
  return source;
}

module.exports = loader;
module.exports.shardKey = shardKey;
module.exports.splitGenerated = splitGenerated;
module.exports.parseRoutes = parseRoutes;
module.exports.partition = partition;
module.exports.DEPTH = DEPTH;
module.exports.SHARD_CHUNK = SHARD_CHUNK;
