/**
 * Benchmark: cold build time and peak memory of the site, and first-visit bytes per page type.
 * Usage: npm run bench   (prints figures; not part of the tests)
 */
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {launchBrowser} from '../tests/support/chromium';
import {startStaticServer} from '../tests/support/static-server';
import {measureFirstVisit} from './first-visit';

const root = path.resolve(__dirname, '..');
export const PAGES = ['/', '/api/v3/campaign/create', '/guide/portal_callcenter_guide/', '/bitrix_pitel_vie/'];

/** Runs a command and returns wall time and the peak resident memory of its process tree. */
export function timed(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{seconds: number; peakMiB: number}>((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn('/usr/bin/time', ['-f', '%M', cmd, ...args], {cwd, env, stdio: ['ignore', 'ignore', 'pipe']});
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${stderr.slice(-2000)}`));
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const kib = Number(stderr.trim().split('\n').pop());
      resolve({seconds, peakMiB: kib / 1024});
    });
  });
}

export async function coldBuild(siteDir: string, args: string[] = ['build']) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  return timed(path.join(siteDir, 'node_modules/.bin/docusaurus'), args, siteDir);
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  console.log('Pitel Docs benchmark');
  const build = await coldBuild(root);
  console.log(`cold build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMiB.toFixed(0)} MiB (of the build's main process)`);
  const server = await startStaticServer(path.join(root, 'build'), {gzip: true});
  const browser = await launchBrowser();
  try {
    console.log('\nfirst visit (gzip, empty cache, prefetches excluded):');
    console.log('page'.padEnd(36), 'files'.padStart(5), 'total'.padStart(11), '  js / css / html');
    for (const p of PAGES) {
      const r = await measureFirstVisit(browser, server.url, p);
      const t = r.byType;
      console.log(p.padEnd(36), String(r.files).padStart(5), kib(r.gzipBytes).padStart(11), `  ${kib(t.script ?? 0)} / ${kib(t.stylesheet ?? 0)} / ${kib(t.document ?? 0)}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
