import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {eachAtMost} from '../../shared/at-most';
import {BuildCache, copyEntry, importsVersion} from '../../shared/build-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:html|m?js|css|svg|json|xml|yaml|txt|csv|md)$/;

/** Below this size the saving is less than a network packet. */
export const MIN_SIZE = 1024;

/**
 * Brotli quality. Measured on this site's text, quality 6 keeps nearly all of what the higher
 * qualities save over gzip -9, for a small part of their time in the build (bench/results/2026-11-27-post-build.md, "Brotli's quality").
 */
export const BROTLI_QUALITY = 6;

/**
 * The files to precompress of those the build wrote before the postBuild hooks: the pages (`.html`),
 * the bundles (`assets/`) and the copies of the static folders (`staticDirs`), of compressible types,
 * at least MIN_SIZE bytes, no dotfiles. Files that postBuild hooks write (ours, which compress what they
 * write themselves, and Docusaurus's sitemap and feeds, which the server compresses) are none of these,
 * so the list is the same whenever it is taken.
 */
export function compressibleFiles(dir: string, staticDirs: readonly string[] = []): string[] {
  const copies = new Set(
    staticDirs.flatMap((d) => (existsSync(d) ? (readdirSync(d, {recursive: true}) as string[]) : [])),
  );
  return (readdirSync(dir, {recursive: true}) as string[])
    .filter((rel) => rel.endsWith('.html') || rel.startsWith(`assets${path.sep}`) || copies.has(rel))
    .filter((rel) => COMPRESSIBLE.test(rel) && !rel.split(path.sep).some((part) => part.startsWith('.')))
    .map((rel) => path.join(dir, rel))
    .filter((file) => {
      const stat = statSync(file);
      return stat.isFile() && stat.size >= MIN_SIZE;
    });
}

/** Whether a file is one to precompress: a compressible type of at least MIN_SIZE bytes, not a dotfile. */
export function isCompressible(file: string): boolean {
  if (!COMPRESSIBLE.test(file) || path.basename(file).startsWith('.')) return false;
  const stat = statSync(file);
  return stat.isFile() && stat.size >= MIN_SIZE;
}

let cache: BuildCache | undefined;

/**
 * Keeps the compressed files of a build in the site's build cache (src/plugins/shared/build-cache.ts),
 * keyed by the file's bytes, so that a rebuild compresses only what changed. Set by the plugin for the
 * build; the Markdown twins, OpenAPI downloads and Postman collections compress through it too.
 */
export function useCompressionCache(siteDir: string | undefined): BuildCache | undefined {
  // The settings are in this file; zlib's output depends on Node's version too.
  cache = siteDir
    ? new BuildCache(
        siteDir,
        'precompress',
        `${importsVersion([__filename], siteDir)}:${process.versions.node}:${process.versions.zlib}:${process.versions.brotli}`,
      )
    : undefined;
  return cache;
}

async function compress(data: Buffer): Promise<[Buffer, Buffer]> {
  const key = cache?.key(data);
  if (cache && key) {
    const [gz, br] = await Promise.all([cache.get(key, '.gz'), cache.get(key, '.br')]);
    if (gz && br) return [gz, br];
  }
  const compressed = await Promise.all([
    gzip(data, {level: zlib.constants.Z_BEST_COMPRESSION}),
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  if (cache && key) await Promise.all([cache.put(key, compressed[0], '.gz'), cache.put(key, compressed[1], '.br')]);
  return compressed;
}

/** Writes `<file>.gz` and `<file>.br` beside the file, each only when it is smaller than the file. */
export async function precompressFile(file: string): Promise<{size: number; gzip?: number; brotli?: number}> {
  const data = await readFile(file);
  const [gz, br] = await compress(data);
  const result: {size: number; gzip?: number; brotli?: number} = {size: data.length};
  if (gz.length < data.length) {
    await writeFile(`${file}.gz`, gz);
    result.gzip = gz.length;
  }
  if (br.length < data.length) {
    await writeFile(`${file}.br`, br);
    result.brotli = br.length;
  }
  return result;
}

/**
 * Files compressed at a time by one call of precompressFiles (the twins' plugin, which runs alongside
 * the precompression, makes its own call). Compression runs on libuv's thread pool (four threads unless
 * UV_THREADPOOL_SIZE says otherwise), two tasks a file; more files at once do not finish sooner, they
 * only hold their contents and their compressors' state in memory while they wait: started all at
 * once, they raised the scale bench's peak memory (bench/results/2026-11-26-evening.md).
 */
export const FILES_AT_ONCE = 4;

/**
 * Writes `<file>.gz` and `<file>.br` from the cache, at once, when the cache holds both; returns whether
 * it did. A rebuild finds most files there and copies them (`copyEntry`) without the event loop, where
 * through the event loop each file waited for its reads and writes in turn, four files at a time.
 */
export function precompressFromCache(file: string): boolean {
  // On a miss the file is read and hashed again by precompressFile, on cold builds only, against the
  // seconds its compression takes; keeping the bytes instead would hold every missed file in memory.
  if (!cache?.enabled) return false;
  const data = readFileSync(file);
  const key = cache.key(data);
  const gz = cache.statSync(key, '.gz');
  const br = gz && cache.statSync(key, '.br');
  if (!gz || !br) return false;
  if (gz.size < data.length) copyEntry(gz, `${file}.gz`);
  if (br.size < data.length) copyEntry(br, `${file}.br`);
  return true;
}

/**
 * Precompresses `files`: those the cache holds at once (precompressFromCache), the others
 * (precompressFile) FILES_AT_ONCE at a time; rejects with the first failure once the files under way
 * are done.
 */
export function precompressFiles(files: readonly string[]): Promise<void> {
  const left = files.filter((file) => !precompressFromCache(file));
  return eachAtMost(left, FILES_AT_ONCE, precompressFile);
}

/**
 * Writes gzip and brotli versions of the built text files, for servers that send precompressed
 * files as they are (nginx `gzip_static` / `brotli_static`, see deploy/nginx.conf).
 */
export default function precompress(context?: LoadContext): Plugin {
  const own = useCompressionCache(context?.siteDir);
  const staticDirs = (context?.siteConfig.staticDirectories ?? []).map((d) => path.resolve(context!.siteDir, d));
  return {
    name: 'pitel-precompress',
    async postBuild({outDir}) {
      await precompressFiles(compressibleFiles(outDir, staticDirs));
      await own?.prune();
    },
  };
}
