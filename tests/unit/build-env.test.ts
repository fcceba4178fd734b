import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_ENV, checkedBuildEnv} from '../../src/config/build-env';
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

  // Each build the benchmarks and `npm run check:next` run, as the bench's own function describes it
  // to the runner: our site (or a copy of it) with the settings, the anchor without them.
  it('is the environment of every build of our site that a bench runs, and of none of the anchor\'s', async () => {
    const {benchBuild} = await import('../../bench/run');
    const {ALL_SITES} = await import('../../bench/compare');
    const {docusaurusBuild} = await import('../../bench/scale/run');
    const {VARIANTS, variantBuild} = await import('../../bench/patches');
    const {profileBuild} = await import('../../bench/build-profile');
    const site = (id: string) => ALL_SITES.find((s) => s.id === id)!.command!();
    const ours = [
      ['bench/run.ts', benchBuild()],
      ['bench/compare.ts', site('ours')],
      ['bench/scale/run.ts', docusaurusBuild('ours', 2, {PATH: '/bin'})],
      ['bench/patches.ts', variantBuild(VARIANTS[0]!, '/tmp/variant.config.ts')],
      ['bench/build-profile.ts', profileBuild(root)],
    ] as const;
    for (const [file, build] of ours) {
      expect(build.env, file).toMatchObject(BUILD_ENV);
      expect(path.basename(build.bin), file).toBe('docusaurus');
      expect(build.args[0], file).toBe('build');
    }
    // A shell that has the settings does not pass them to the anchor.
    const before = {...process.env};
    Object.assign(process.env, BUILD_ENV);
    try {
      for (const [file, build] of [
        ['bench/compare.ts', site('docusaurus')],
        ['bench/scale/run.ts', docusaurusBuild('docusaurus', 2, {...process.env})],
      ] as const) {
        for (const name of Object.keys(BUILD_ENV)) expect(build.env, file).not.toHaveProperty(name);
      }
    } finally {
      for (const name of Object.keys(BUILD_ENV)) if (!(name in before)) delete process.env[name];
      Object.assign(process.env, before);
    }
  });

  it('is, with the heap limit, the environment of npm run build:checked, which npm run check:next builds the canary with', () => {
    expect(checkedBuildEnv({})).toEqual(scriptEnv(scripts['build:checked']));
    expect(checkedBuildEnv({PATH: '/bin', NODE_OPTIONS: '--inspect'})).toEqual({PATH: '/bin', ...scriptEnv(scripts['build:checked'])});
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
