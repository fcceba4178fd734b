import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_ENV} from '../../src/config/build-env';
import {ourBuildEnv} from '../../bench/run';

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

  it('is what the benchmarks build our site with', () => {
    expect(ourBuildEnv({PATH: '/bin'})).toEqual({PATH: '/bin', ...BUILD_ENV});
  });

  it('reads a script that sets nothing as such (the check above can fail)', () => {
    expect(scriptEnv('docusaurus build')).toBeUndefined();
    expect(scriptEnv('cross-env NODE_OPTIONS=--max-old-space-size=1024 docusaurus build')).not.toMatchObject(BUILD_ENV);
  });

  it('names only variables that the installed Docusaurus reads', () => {
    // If an upgrade renames or drops one, the setting would silently do nothing: this fails instead.
    const require = createRequire(path.join(root, 'package.json'));
    const ssgEnv = readFileSync(require.resolve('@docusaurus/core/lib/ssg/ssgEnv.js'), 'utf8');
    for (const name of Object.keys(BUILD_ENV)) expect(ssgEnv, name).toContain(`process.env.${name}`);
  });
});
