/**
 * `.gz` and `.br` beside every text file.
 */
import {randomBytes} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import precompress, {
  compressibleFiles,
  FILES_AT_ONCE,
  MIN_SIZE,
  precompressFile,
} from '../../src/plugins/build/precompress';
import {checkPrecompressed} from '../support/precompressed';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-test-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

const text = (n: number) => 'Pitel call center API. '.repeat(Math.ceil(n / 23)).slice(0, n);
function write(rel: string, data: string | Buffer) {
  mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
  writeFileSync(path.join(dir, rel), data);
}

describe('precompress: file selection', () => {
  it('takes the pages, bundles and static copies of compressible types and at least MIN_SIZE bytes; no dotfiles, compressed files or files postBuild steps write', () => {
    for (const ext of ['html', 'js', 'css', 'svg', 'json', 'xml', 'yaml', 'txt', 'csv'])
      write(`assets/page.${ext}`, text(MIN_SIZE));
    write('small.html', text(MIN_SIZE - 1));
    write('img/photo.png', text(5000));
    write('font.woff2', text(5000));
    write('index.html.gz', text(5000));
    write('.nginx/csp.conf', text(5000));
    write('.hidden/page.html', text(5000));
    write('folder.html/index.html', text(5000));
    write('guide/index.html', text(5000));
    // Written by postBuild steps: a twin, the search index, the sitemap.
    write('guide.md', text(5000));
    write('search/manifest.json', text(5000));
    write('sitemap.xml', text(5000));
    // A copy of the static folder's file.
    write('samples/leads.csv', text(5000));
    const staticDir = mkdtempSync(path.join(tmpdir(), 'precompress-static-'));
    mkdirSync(path.join(staticDir, 'samples'));
    writeFileSync(path.join(staticDir, 'samples/leads.csv'), text(5000));
    const rel = compressibleFiles(dir, [staticDir])
      .map((f) => path.relative(dir, f))
      .sort();
    rmSync(staticDir, {recursive: true});
    expect(rel).toEqual(
      [
        'assets/page.css',
        'assets/page.csv',
        'assets/page.html',
        'assets/page.js',
        'assets/page.json',
        'assets/page.svg',
        'assets/page.txt',
        'assets/page.xml',
        'assets/page.yaml',
        'folder.html/index.html',
        'guide/index.html',
        'samples/leads.csv',
      ].map((f) => f.split('/').join(path.sep)),
    );
  });
});

describe('precompress: writing', () => {
  it('writes .gz and .br that decompress to the file, and the gate passes', async () => {
    write('index.html', text(20_000));
    write('assets/js/main.js', text(8000));
    await precompress().postBuild!({outDir: dir} as never);
    for (const f of ['index.html', 'assets/js/main.js']) {
      expect(existsSync(path.join(dir, `${f}.gz`)), f).toBe(true);
      expect(existsSync(path.join(dir, `${f}.br`)), f).toBe(true);
    }
    expect(checkPrecompressed(dir)).toEqual({gzip: 2, brotli: 2, problems: []});
  });

  it('compresses every file when there are more than it takes at a time', async () => {
    const files = Array.from({length: FILES_AT_ONCE * 2 + 3}, (_, i) => `docs/page-${i}/index.html`);
    for (const [i, f] of files.entries()) write(f, text(2000 + i * 100));
    await precompress().postBuild!({outDir: dir} as never);
    expect(checkPrecompressed(dir)).toEqual({gzip: files.length, brotli: files.length, problems: []});
  });

  it('writes nothing for a file that does not get smaller', async () => {
    write('random.js', randomBytes(4096));
    const result = await precompressFile(path.join(dir, 'random.js'));
    expect(result).toEqual({size: 4096});
    expect(existsSync(path.join(dir, 'random.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'random.js.br'))).toBe(false);
  });

  it('gate: fails on a stale, a corrupt or an orphaned compressed file', async () => {
    write('index.html', text(20_000));
    await precompressFile(path.join(dir, 'index.html'));
    write('index.html', text(20_001)); // rebuilt without recompressing
    write('app.js', text(5000));
    write('app.js.br', 'not brotli');
    write('gone.css.gz', gzipSync(text(5000)));
    const {problems} = checkPrecompressed(dir);
    expect(problems.sort()).toEqual([
      expect.stringMatching(/^app\.js\.br: does not decompress/),
      'gone.css.gz: no gone.css beside it',
      'index.html.br: differs from index.html',
      'index.html.gz: differs from index.html',
    ]);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toHaveLength(20_001);
  });
});
