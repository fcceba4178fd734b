/**
 * Chunk hashes that travel with their shards: the runtime's map of content hashes keeps only the chunks
 * that something outside the shards asks for.
 *
 * To turn a chunk id into a file name, the bundler's runtime (`runtime~main.js`, loaded on every first
 * visit) holds one map from every chunk's id to its content hash (`__webpack_require__.u`). A page adds a
 * chunk or two, so the map grows with the site: 3.0 KiB gzip of the runtime's 4.7 at 209 pages, and the
 * largest part of a first visit's growth at ten times the pages (bench/results). Most of those chunks
 * are the pages' own, asked for by one route shard only (./loader.cjs puts each page's registry entry in
 * the shard of its directory), and a shard is loaded before anything asks for them (./client/preload.ts).
 *
 * So, in the browser build of a production build, once the bundler has written every file with its real
 * content hash:
 * - each shard's file gets the hashes of the chunks it asks for that only shards ask for, as a statement after its code
 *   (`Object.assign(self.__pitelChunkHashes ??= {}, {...})`); it runs when the file is evaluated, before
 *   any module of the shard does, since the bundler runs a loaded chunk's modules afterwards;
 * - the runtime's map loses those entries, and its lookup falls back to that object;
 * - the shard files and then the runtime get content hashes of their new content (file names change with
 *   content, as before: a browser never keeps an old shard's hashes under a new shard's name).
 *
 * Relies on (Rspack 1.7, the bundler of @docusaurus/faster, as Docusaurus 3.10.2 configures it): the
 * runtime's `u` being an assignment of a function that looks up a literal object by the chunk id
 * (`n.u=e=>"assets/js/"+e+"."+{…}[e]+".js"`), a chunk asking for another with `<require>.e(<id>)`, and
 * `processAssets` after `PROCESS_ASSETS_STAGE_OPTIMIZE_HASH` with `updateAsset` and `renameAsset`. A
 * runtime of another shape stops the build with the runtime's file name; tests/unit/shard-hashes.test.ts
 * runs the rewrite on a small Rspack compilation, and tests/e2e/route-shards.test.ts loads pages and
 * navigates across shards on the built site.
 */
import {parse, type Node} from 'acorn';
import {simple} from 'acorn-walk';

/** The object that shards add their chunks' hashes to, on `self`. */
export const GLOBAL = '__pitelChunkHashes';
/** The chunk name the loader gives shard `i` (./loader.cjs). */
const {SHARD_CHUNK} = require('./loader.cjs') as {SHARD_CHUNK: (i: number) => string};
const SHARD_PREFIX = SHARD_CHUNK(0).replace(/0$/, '');

type AnyNode = Node & Record<string, any>;

/** A chunk id as the runtime's map and `.e()` calls write it: a string, a name, or a number. */
function idOf(node: AnyNode): string | undefined {
  if (node.type === 'Literal' && (typeof node.value === 'string' || typeof node.value === 'number')) return String(node.value);
  if (node.type === 'Identifier') return node.name;
  return undefined;
}

/** The chunk ids a script asks for with `<require>.e(<id>)`. */
export function chunksAskedFor(code: string): Set<string> {
  const out = new Set<string>();
  simple(parse(code, {ecmaVersion: 'latest', sourceType: 'script'}), {
    CallExpression(node: AnyNode) {
      const callee = node.callee as AnyNode;
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'e' || node.arguments.length !== 1) return;
      const arg = node.arguments[0] as AnyNode;
      if (arg.type === 'Literal') out.add(String(arg.value));
    },
  });
  return out;
}

export interface RuntimeMap {
  /** The map's entries, id → hash. */
  entries: Map<string, string>;
  /** Where the map's lookup (`{…}[e]`) is in the runtime's code. */
  lookup: {start: number; end: number};
  /** The name of the lookup's chunk id (the function's parameter). */
  key: string;
}

/** Finds the content-hash map of `__webpack_require__.u` in the runtime's code. */
export function findRuntimeMap(code: string, file: string): RuntimeMap {
  const found: RuntimeMap[] = [];
  simple(parse(code, {ecmaVersion: 'latest', sourceType: 'script'}), {
    AssignmentExpression(node: AnyNode) {
      const left = node.left as AnyNode;
      if (left.type !== 'MemberExpression' || left.computed || left.property.name !== 'u') return;
      const fn = node.right as AnyNode;
      if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') return;
      const param = fn.params[0] as AnyNode | undefined;
      if (param?.type !== 'Identifier') return;
      simple(fn.body, {
        MemberExpression(m: AnyNode) {
          const object = m.object as AnyNode;
          const property = m.property as AnyNode;
          if (!m.computed || object.type !== 'ObjectExpression' || property.type !== 'Identifier' || property.name !== param.name) return;
          const entries = new Map<string, string>();
          for (const p of object.properties as AnyNode[]) {
            const key = p.type === 'Property' && !p.computed ? idOf(p.key) : undefined;
            if (key === undefined || p.value.type !== 'Literal' || typeof p.value.value !== 'string') return;
            entries.set(key, p.value.value);
          }
          found.push({entries, lookup: {start: m.start, end: m.end}, key: param.name});
        },
      });
    },
  });
  if (found.length !== 1) {
    throw new Error(`route-shards: expected one chunk-hash map in __webpack_require__.u of ${file}, found ${found.length} (the bundler's runtime changed shape: see src/plugins/route-shards/shard-hashes.ts)`);
  }
  return found[0]!;
}

/** A JavaScript object literal of `entries`, keys quoted. */
function objectLiteral(entries: Iterable<[string, string]>): string {
  return `{${[...entries].map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
}

export interface Plan {
  /** Per shard chunk id: the entries its file takes over. */
  moved: Map<string, Map<string, string>>;
  /** The entries the runtime keeps. */
  kept: Map<string, string>;
}

/**
 * Which entries of the runtime's map move to which shards: a chunk asked for by shards only, and by no
 * other script (`askers`: each script's chunk id → the ids it asks for), moves into each shard that asks
 * for it (a page's chunk into its directory's shard; a chunk that several shards ask for, such as a page
 * that a print edition also holds, src/plugins/print-editions, into each of them). Shards themselves stay.
 */
export function planMoves(map: Map<string, string>, askers: Map<string, Set<string>>, isShard: (id: string) => boolean): Plan {
  const askedBy = new Map<string, string[]>();
  for (const [asker, ids] of askers) for (const id of ids) askedBy.set(id, [...(askedBy.get(id) ?? []), asker]);
  const moved = new Map<string, Map<string, string>>();
  const kept = new Map<string, string>();
  for (const [id, hash] of map) {
    const by = askedBy.get(id) ?? [];
    if (!by.length || !by.every(isShard) || isShard(id)) {
      kept.set(id, hash);
      continue;
    }
    for (const shard of by) {
      if (!moved.has(shard)) moved.set(shard, new Map());
      moved.get(shard)!.set(id, hash);
    }
  }
  return {moved, kept};
}

/** The statement a shard's file ends with: its chunks' hashes, added to the shared object. */
export function shardStatement(entries: Map<string, string>): string {
  return `\n(self.${GLOBAL}||(self.${GLOBAL}={}),Object.assign(self.${GLOBAL},${objectLiteral(entries)}));`;
}

/** The runtime's code with the map of `kept` entries and a lookup that falls back to the shards' object. */
export function rewriteRuntime(code: string, map: RuntimeMap, kept: Map<string, string>): string {
  const {key} = map;
  const replaced = `(${objectLiteral(kept)}[${key}]||(self.${GLOBAL}||{})[${key}])`;
  return code.slice(0, map.lookup.start) + replaced + code.slice(map.lookup.end);
}

/** What the plugin needs of the bundler (Rspack, `utils.currentBundler.instance`). */
type Bundler = {
  Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: number};
  sources: {RawSource: new (code: string) => unknown};
  util: {createHash(algorithm: unknown): {update(data: string): unknown; digest(encoding: string): string}};
};

/** The bundler plugin: runs after the bundler's real content hashes, in a production browser build. */
export function shardHashesPlugin(bundler: Bundler) {
  return {
    apply(compiler: any) {
      compiler.hooks.thisCompilation.tap('PitelShardHashes', (compilation: any) => {
        compilation.hooks.processAssets.tap({name: 'PitelShardHashes', stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1}, () => {
          const {hashFunction, hashSalt} = compilation.outputOptions;
          const newHash = (code: string, length: number) => {
            const h = bundler.util.createHash(hashFunction);
            if (hashSalt) h.update(hashSalt);
            h.update(code);
            return h.digest('hex').slice(0, length);
          };
          const jsFile = (chunk: any): string | undefined => [...chunk.files].find((f: string) => f.endsWith('.js'));
          const sources = new Map<string, string>();
          const source = (file: string): string => {
            if (!sources.has(file)) sources.set(file, compilation.getAsset(file).source.source().toString());
            return sources.get(file)!;
          };
          const runtimeChunks = [...compilation.chunks].filter((c: any) => c.hasRuntime() && jsFile(c));
          if (runtimeChunks.length !== 1) return; // not the site's browser build (one runtime chunk)
          const runtimeFile = jsFile(runtimeChunks[0])!;
          const runtimeCode = source(runtimeFile);
          const map = findRuntimeMap(runtimeCode, runtimeFile);
          const askers = new Map<string, Set<string>>();
          const fileOf = new Map<string, string>();
          for (const chunk of compilation.chunks) {
            const file = jsFile(chunk);
            if (!file || file === runtimeFile || chunk.id === null) continue;
            fileOf.set(String(chunk.id), file);
            const code = source(file);
            // A script without `.e(` asks for no chunk: not worth parsing.
            askers.set(String(chunk.id), code.includes('.e(') ? chunksAskedFor(code) : new Set());
          }
          const isShard = (id: string) => id.startsWith(SHARD_PREFIX);
          const plan = planMoves(map.entries, askers, isShard);
          const kept = new Map(plan.kept);
          for (const [shard, entries] of plan.moved) {
            const file = fileOf.get(shard)!;
            const oldHash = kept.get(shard);
            if (oldHash === undefined || !file.includes(`.${oldHash}.`)) {
              throw new Error(`route-shards: the file ${file} of ${shard} does not carry its hash from the runtime's map`);
            }
            const code = source(file) + shardStatement(entries);
            const hash = newHash(code, oldHash.length);
            const renamed = file.replace(`.${oldHash}.`, `.${hash}.`);
            compilation.updateAsset(file, new bundler.sources.RawSource(code), (info: Record<string, unknown>) => ({...info, contenthash: hash}));
            compilation.renameAsset(file, renamed);
            kept.set(shard, hash);
          }
          const code = rewriteRuntime(runtimeCode, map, kept);
          const oldRuntimeHash = /\.([0-9a-f]+)\.js$/.exec(runtimeFile)?.[1];
          const hash = oldRuntimeHash && newHash(code, oldRuntimeHash.length);
          compilation.updateAsset(runtimeFile, new bundler.sources.RawSource(code), (info: Record<string, unknown>) => (hash ? {...info, contenthash: hash} : info));
          if (hash) compilation.renameAsset(runtimeFile, runtimeFile.replace(`.${oldRuntimeHash}.js`, `.${hash}.js`));
        });
      });
    },
  };
}
