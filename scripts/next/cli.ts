/**
 * `npm run check:next`: the next Docusaurus, tried. Builds a copy of the site on the newest 4.0 canary
 * published for every `@docusaurus/*` package the site names, with the Node release that canary asks
 * for, and runs on it the checks that say whether the site holds on stock Docusaurus first, then with
 * the performance layer (packages/docusaurus-lean), and which of the layer's patches breaks:
 *
 * 1. the canary (`npm view` of each package's versions) and the Node release (`engines.node` of its
 *    core; the binary is the registry's `node-<platform>-<arch>` package, fetched with `npm pack`);
 * 2. a copy of the repository at HEAD plus the work tree's changes (scripts/next/site-copy.ts), every
 *    `@docusaurus/*` package of every package.json of the workspace (the root's and each of its
 *    `workspaces`) set to the canary and nothing else changed, as a maintainer upgrades; a plain
 *    `npm install` into the copy's own node_modules (no override, no `--legacy-peer-deps`: a peer
 *    conflict stops it), and no other Docusaurus version left in it;
 * 3. the type check;
 * 4. the watched upstream files (tests/support/upstream-files.ts) compared with their 3.10.2 hashes:
 *    a changed file is listed with its diff to re-read before upgrading, a missing one fails;
 * 5. the stock site: the unit guards of the stock build's reliances (guardUnits(false)), the build with
 *    the layer off (`PERFORMANCE_LAYER=off`, the heap limit of `npm run build:checked`), and the
 *    browser tests of BROWSER_FILES against it (`AXE_SWEEP=sample`), budgets left out;
 * 6. the layer: its unit guards (guardUnits(true)), the build with every patch, the browser tests
 *    again, budgets included; when that build or its tests fail, one build per patch
 *    (`PERFORMANCE_LAYER=<patch>`, with the patches it needs) and the smoke set on each, so the
 *    summary names the patch that breaks.
 *
 * Prints a summary (also written to the folder as summary.md) and exits 1 if a step failed. Not part
 * of `npm test`: it downloads packages. Everything it downloads comes from the npm registry through
 * the npm client. The runs are recorded in bench/results/ (its index names the current one).
 *
 * Usage: npm run check:next [-- --dir <folder>] [--version 4.0.0-canary-N]
 * Without --dir, the copy goes to a new temporary folder, deleted after a passing run. With --dir, the
 * folder is kept, and a later run reuses its node_modules when the canary, the Node release and
 * package.json are the same.
 */
import {spawn} from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs, stripVTControlCharacters} from 'node:util';
import {LAYER_SWITCH, PATCH_IDS} from 'docusaurus-lean';
import {sha256, upstreamStates, type UpstreamState} from '../../tests/support/upstream-files';
import {BROWSER_FILES, LAYER_BROWSER_FILES, SMOKE_FILES, guardUnits} from './plan';
import {readManifest, workspaceFolders} from '../../src/config/one-docusaurus';
import {bumpWorkspace, copySite, strayDocusaurus, withDocusaurus, workspaceDocusaurus} from './site-copy';
import {nodePackage, registryCanary, registryNode, type CanaryChoice} from './versions';

const root = path.resolve(__dirname, '../..');

interface Step {
  name: string;
  result: 'pass' | 'fail' | 'skipped';
  seconds: number;
  note: string;
}

const {values: args} = parseArgs({
  options: {
    dir: {type: 'string'},
    version: {type: 'string'},
  },
});

const work = args.dir ? path.resolve(args.dir) : mkdtempSync(path.join(os.tmpdir(), 'pitel-docs-next-'));
const site = path.join(work, 'site');
const logs = path.join(work, 'logs');
const steps: Step[] = [];

/** Runs a command with its output in a log file of `logs/`; resolves with its exit code. */
function command(log: string, cmd: string, cmdArgs: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  mkdirSync(logs, {recursive: true});
  const out = createWriteStream(path.join(logs, log));
  out.write(`$ ${cmd} ${cmdArgs.join(' ')}\n(in ${cwd})\n\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    child.stdout.pipe(out, {end: false});
    child.stderr.pipe(out, {end: false});
    child.on('error', reject);
    child.on('close', (code) => out.end(() => resolve(code ?? 1)));
  });
}

/** The last lines of a log, for the summary of a failed step. */
function tail(log: string, lines = 25): string {
  const text = stripVTControlCharacters(readFileSync(path.join(logs, log), 'utf8'));
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

async function step(name: string, fn: () => Promise<string | {fail: string}>): Promise<boolean> {
  const start = performance.now();
  process.stdout.write(`… ${name}\n`);
  let result: Step['result'] = 'pass';
  let note: string;
  try {
    const out = await fn();
    if (typeof out === 'string') note = out;
    else [result, note] = ['fail', out.fail];
  } catch (e) {
    [result, note] = ['fail', e instanceof Error ? e.message : String(e)];
  }
  const seconds = (performance.now() - start) / 1000;
  steps.push({name, result, seconds, note});
  process.stdout.write(
    `${result === 'pass' ? '✓' : '✗'} ${name} (${seconds.toFixed(0)} s)${note ? `: ${note.split('\n')[0]}` : ''}\n`,
  );
  return result === 'pass';
}

const skip = (name: string, note: string) => steps.push({name, result: 'skipped', seconds: 0, note});

async function main(): Promise<number> {
  const packages = workspaceDocusaurus(root);
  let canary: CanaryChoice | undefined;
  let node: {version: string; engines: string; bin?: string} | undefined;
  let states: UpstreamState[] = [];
  const started = performance.now();
  console.log(`check:next in ${work}`);

  const resolved =
    (await step('canary', async () => {
      canary = args.version ? {version: args.version, incomplete: []} : await registryCanary(packages, 4);
      const left = canary.incomplete.map((c) => `${c.version} (no ${c.missing.join(', ')})`).join('; ');
      return `${canary.version} of ${packages.length} packages${left ? `; newer but incomplete: ${left}` : ''}`;
    })) &&
    (await step('node', async () => {
      const found = await registryNode(canary!.version);
      const dir = path.join(work, `node-${found.version}`);
      const bin = path.join(dir, 'bin');
      if (!existsSync(path.join(bin, 'node'))) {
        mkdirSync(dir, {recursive: true});
        const spec = `${nodePackage()}@${found.version}`;
        if ((await command('node.log', 'npm', ['pack', spec, '--pack-destination', work], work, process.env)) !== 0)
          return {fail: `npm pack ${spec} failed (logs/node.log)`};
        const tgz = readdirSync(work).find((f) => f.startsWith(nodePackage()) && f.endsWith('.tgz'))!;
        if (
          (await command(
            'node-extract.log',
            'tar',
            ['-xzf', path.join(work, tgz), '-C', dir, '--strip-components=1'],
            work,
            process.env,
          )) !== 0
        )
          return {fail: 'could not extract the Node package'};
        rmSync(path.join(work, tgz));
      }
      node = {...found, bin};
      return `${found.version} (${nodePackage()}; the canary's engines: ${found.engines})`;
    }));
  if (!resolved) return finish(started, canary, node, states);

  // The copy's environment: the canary's Node first on PATH (npm, the install scripts, tsx and
  // vitest run on it).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${node!.bin}${path.delimiter}${process.env.PATH}`,
  };
  delete env.NODE_OPTIONS;
  const stamp = JSON.stringify({
    canary: canary!.version,
    node: node!.version,
    manifests: workspaceFolders(root).map((f) => withDocusaurus(readManifest(path.join(root, f)), canary!.version)),
    lock: sha256(path.join(root, 'package-lock.json')),
  });
  const stampFile = (dir: string) => path.join(dir, 'node_modules', '.check-next-stamp.json');

  const copied =
    (await step('copy', async () => {
      // A kept folder's node_modules is reused when it was installed for the same canary, Node and manifests.
      const kept = path.join(work, 'node_modules.kept');
      rmSync(kept, {recursive: true, force: true});
      if (existsSync(stampFile(site)) && readFileSync(stampFile(site), 'utf8') === stamp)
        renameSync(path.join(site, 'node_modules'), kept);
      rmSync(site, {recursive: true, force: true});
      const copy = copySite(root, site);
      const bumped = bumpWorkspace(site, canary!.version);
      if (existsSync(kept)) renameSync(kept, path.join(site, 'node_modules'));
      return `HEAD ${copy.head.slice(0, 7)} + ${copy.changed} changed, ${copy.deleted} deleted file(s) of the work tree; the canary in ${bumped.join(', ')}`;
    })) &&
    (await step('install', async () => {
      if (existsSync(stampFile(site))) return 'reused the kept node_modules';
      const code = await command('install.log', 'npm', ['install', '--no-audit', '--no-fund'], site, env);
      if (code !== 0) return {fail: `npm install failed (logs/install.log):\n${tail('install.log')}`};
      writeFileSync(stampFile(site), stamp);
      return 'npm install (logs/install.log)';
    })) &&
    (await step('one Docusaurus', async () => {
      const stray = strayDocusaurus(site, canary!.version);
      return stray.length
        ? {fail: `other versions installed: ${stray.join(', ')}`}
        : `every installed @docusaurus/* package is ${canary!.version}`;
    }));
  if (!copied) return finish(started, canary, node, states);

  const bin = (name: string) => path.join(site, 'node_modules/.bin', name);
  // `args`: more of vitest's options (the package's own config: `--root packages/docusaurus-lean`).
  const vitest = async (
    log: string,
    project: string,
    files: string[],
    extra: NodeJS.ProcessEnv = {},
    args: string[] = [],
  ) => {
    const code = await command(log, bin('vitest'), ['run', ...args, '--project', project, ...files], site, {
      ...env,
      ...extra,
    });
    const counts = /Tests\s+(.*)/.exec(tail(log, 8))?.[1]?.trim() ?? '';
    return code === 0
      ? `${files.length} files, ${counts} (logs/${log})`
      : {fail: `${counts || 'failed'} (logs/${log}):\n${tail(log, 40)}`};
  };

  await step('types', async () =>
    (await command('types.log', bin('tsc'), ['--noEmit'], site, env)) === 0
      ? 'tsc --noEmit'
      : {fail: `tsc --noEmit (logs/types.log):\n${tail('types.log')}`},
  );
  await step('upstream files', async () => {
    states = upstreamStates(path.join(site, 'node_modules'));
    const diffs = path.join(work, 'upstream-diffs');
    rmSync(diffs, {recursive: true, force: true});
    mkdirSync(diffs, {recursive: true});
    for (const s of states.filter((x) => x.state === 'changed')) {
      const name = `${s.watched.upstream.replace(/^@/, '').replaceAll('/', '__')}.diff`;
      const before = path.join(root, 'node_modules', ...s.watched.upstream.split('/'));
      await command(path.join('..', 'upstream-diffs', name), 'diff', ['-u', before, s.file], root, process.env);
    }
    const count = (state: UpstreamState['state'], layer?: boolean) =>
      new Set(
        states
          .filter((x) => x.state === state && (layer === undefined || x.watched.layer === layer))
          .map((x) => x.watched.upstream),
      ).size;
    const summary = `${new Set(states.map((x) => x.watched.upstream)).size} watched: ${count('same')} as in 3.10.2, ${count('changed')} changed (${count('changed', false)} of the stock build; diffs in upstream-diffs/), ${count('missing')} missing`;
    return count('missing', false) ? {fail: summary} : summary;
  });

  // A build of the copy with the layer as `layer` says (the PERFORMANCE_LAYER value), into its own folder,
  // as `npm run build:checked` builds (a 1 GiB heap); then the browser tests on it.
  const buildAndTest = async (label: string, layer: string, files: string[]): Promise<boolean> => {
    const outDir = `build-${label}`;
    const built = await step(`build (${label})`, async () => {
      const code = await command(`build-${label}.log`, bin('docusaurus'), ['build', '--out-dir', outDir], site, {
        ...env,
        [LAYER_SWITCH]: layer,
        NODE_OPTIONS: '--max-old-space-size=1024',
      });
      return code === 0
        ? `${LAYER_SWITCH}=${layer} (logs/build-${label}.log)`
        : {fail: `docusaurus build failed (logs/build-${label}.log):\n${tail(`build-${label}.log`)}`};
    });
    if (!built) {
      skip(`browser tests (${label})`, 'no build');
      return false;
    }
    return step(`browser tests (${label})`, () =>
      vitest(`e2e-${label}.log`, 'e2e', files, {BUILD_DIR: path.join(site, outDir), AXE_SWEEP: 'sample'}),
    );
  };

  // The stock site first: what the upgrade needs with the layer off.
  await step('unit guards (stock)', () => vitest('unit-stock.log', 'unit', guardUnits(false)));
  await buildAndTest('stock', 'off', BROWSER_FILES);
  // Then the layer, and when it fails, each patch alone (with the patches it needs).
  await step('unit guards (layer)', () =>
    vitest('unit-layer.log', 'unit', guardUnits(true), {}, ['--root', 'packages/docusaurus-lean']),
  );
  const layered = await buildAndTest('layer', 'on', [...BROWSER_FILES, ...LAYER_BROWSER_FILES]);
  if (!layered) {
    for (const patch of PATCH_IDS) await buildAndTest(`patch-${patch}`, patch, SMOKE_FILES);
  }
  return finish(started, canary, node, states);
}

function finish(
  started: number,
  canary: CanaryChoice | undefined,
  node: {version: string} | undefined,
  states: UpstreamState[],
): number {
  const failed = steps.some((s) => s.result === 'fail');
  const out: string[] = [];
  out.push(`# check:next: Docusaurus ${canary?.version ?? '?'} on Node ${node?.version ?? '?'}`, '');
  out.push(
    `${new Date().toISOString()}, ${((performance.now() - started) / 1000).toFixed(0)} s in all, folder ${work}`,
    '',
  );
  out.push('| step | result | time | note |', '|---|---|---|---|');
  for (const s of steps)
    out.push(
      `| ${s.name} | ${s.result} | ${s.seconds.toFixed(0)} s | ${s.note.split('\n')[0].replaceAll('|', '\\|')} |`,
    );
  const changed = states.filter((s) => s.state !== 'same');
  if (changed.length) {
    out.push(
      '',
      'Upstream files that differ from the version our code was written against (re-read each before upgrading):',
      '',
    );
    for (const s of changed)
      out.push(`- ${s.state}: \`${s.watched.upstream}\` → \`${s.watched.ours}\`${s.watched.fork ? ' (fork)' : ''}`);
  }
  for (const s of steps.filter((x) => x.result === 'fail' && x.note.includes('\n')))
    out.push('', `## ${s.name}`, '', '```', s.note, '```');
  out.push('', failed ? 'Result: FAIL' : 'Result: PASS');
  const text = out.join('\n');
  mkdirSync(work, {recursive: true});
  writeFileSync(path.join(work, 'summary.md'), `${text}\n`);
  console.log(`\n${text}`);
  if (!failed && !args.dir) {
    rmSync(work, {recursive: true, force: true});
    console.log('(temporary folder deleted; --dir keeps one)');
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
