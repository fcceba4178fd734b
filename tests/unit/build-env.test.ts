import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_ENV} from '../../src/config/build-env';
import {anchorBuildEnv, ourBuildEnv} from '../../bench/run';

const root = path.resolve(__dirname, '../..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts;

/** The variables a script sets before its command, as cross-env takes them (`cross-env A=1 B=2 cmd …`). */
function scriptEnv(script: string): Record<string, string> | undefined {
  const words = script.split(/\s+/);
  if (words[0] !== 'cross-env') return undefined;
  const env: Record<string, string> = {};
  for (const word of words.slice(1)) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!m) break;
    env[m[1]] = m[2];
  }
  return env;
}

describe('the build environment (src/config/build-env.ts)', () => {
  it.each(['build', 'build:checked'])('npm run %s sets every variable of BUILD_ENV, with its value, through cross-env', (name) => {
    const env = scriptEnv(scripts[name]);
    expect(env, `${name}: ${scripts[name]}`).toBeDefined();
    expect(env).toMatchObject(BUILD_ENV);
    expect(scripts[name]).toMatch(/ docusaurus build$/);
  });

  it('is what the benchmarks build our site with, and never the anchor', () => {
    expect(ourBuildEnv({PATH: '/bin'})).toEqual({PATH: '/bin', ...BUILD_ENV});
    expect(anchorBuildEnv({PATH: '/bin', ...BUILD_ENV})).toEqual({PATH: '/bin'});
  });

  // Each place that builds our site, by the call it makes: a revert of one of them fails here.
  it.each([
    ['bench/run.ts', /coldBuild\(root, \['build'\], undefined, ourBuildEnv\(\)\)/],
    ['bench/compare.ts', /build: \(\) => coldBuild\(root, \['build'\], undefined, ourBuildEnv\(\)\)/],
    ['bench/compare.ts', /coldBuild\(DOCUSAURUS_DIR, \['build'\], undefined, anchorBuildEnv\(\)\)/],
    ['bench/scale/run.ts', /id === 'ours'\) return coldBuild\([^\n]*ourBuildEnv\(env\)\)/],
    ['bench/scale/run.ts', /id === 'docusaurus'\) return coldBuild\([^\n]*anchorBuildEnv\(env\)\)/],
    ['bench/patches.ts', /'--out-dir', outDir\], root, ourBuildEnv\(\)\)/],
    ['bench/build-profile.ts', /env: \{\.\.\.process\.env, \.\.\.BUILD_ENV,/],
    ['scripts/next/cli.ts', /\['build'\], site, \{\.\.\.env, \.\.\.BUILD_ENV,/],
  ])('%s builds with the right environment (%s)', (file, call) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toMatch(call);
  });

  it('reads a script that sets nothing as such (the check above can fail)', () => {
    expect(scriptEnv('docusaurus build')).toBeUndefined();
    expect(scriptEnv('cross-env NODE_OPTIONS=--max-old-space-size=1024 docusaurus build')).not.toMatchObject(BUILD_ENV);
  });

  it('names only variables that the installed Docusaurus reads, as meant: the workers\' limit in bytes, given to the pool', () => {
    // If an upgrade renames or drops the variable, changes its unit or stops giving it to the pool,
    // the setting would silently do nothing: this fails instead.
    const require = createRequire(path.join(root, 'package.json'));
    const ssgEnvFile = require.resolve('@docusaurus/core/lib/ssg/ssgEnv.js');
    const read = (env: Record<string, string>) =>
      Number(execFileSync(process.execPath, ['-e', `process.stdout.write(String(require(${JSON.stringify(ssgEnvFile)}).SSGWorkerThreadRecyclerMaxMemory))`], {env: {PATH: process.env.PATH, ...env}, encoding: 'utf8'}));
    expect(read({})).toBe(1_000_000_000);
    expect(read(BUILD_ENV)).toBe(Number(BUILD_ENV.DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY));
    const executor = readFileSync(require.resolve('@docusaurus/core/lib/ssg/ssgExecutor.js'), 'utf8');
    expect(executor).toContain('maxMemoryLimitBeforeRecycle: ssgEnv_1.SSGWorkerThreadRecyclerMaxMemory');
  });
});
