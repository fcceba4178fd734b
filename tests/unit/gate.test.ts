/**
 * `npm test` runs every step, each the npm script of its name, the independent ones at once and
 * each as soon as what it waits for has passed; a failed step stops nothing running and starts
 * nothing after it; the summary table.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {gateSteps, runSteps, summary, type Step} from '../../scripts/gate';

const root = path.resolve(__dirname, '../..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>})
  .scripts;

/** A clock the test moves, and a step runner whose steps end when the test says, with the code it says. */
function stage() {
  let time = 0;
  const started: string[] = [];
  const pending = new Map<string, (code: number) => void>();
  const run = (step: Step) =>
    new Promise<number>((resolve) => {
      started.push(step.name);
      pending.set(step.name, resolve);
    });
  /** Lets the runner react to what has ended. */
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const end = async (name: string, code: number, at: number) => {
    time = at;
    pending.get(name)!(code);
    await settle();
  };
  return {run, started, end, settle, now: () => time};
}

const STEPS: Step[] = [
  {name: 'build', script: 'build:checked'},
  {name: 'typecheck', script: 'typecheck'},
  {name: 'unit', script: 'test:unit'},
  {name: 'e2e', script: 'test:e2e', after: ['build']},
];

describe('the gate (scripts/gate.ts)', () => {
  it('runs every step of the former chain, each the npm script of that name, and is npm test (npm run test:quick with the axe sample)', () => {
    expect(gateSteps().map((s) => s.script)).toEqual([
      'build:checked',
      'typecheck',
      'lint',
      'test:unit',
      'test:lean',
      'test:connector',
      'test:e2e',
      'build:stock',
      'test:stock-html',
      'test:stock',
    ]);
    for (const step of gateSteps()) expect(scripts[step.script], step.script).toBeDefined();
    expect(scripts['build:checked']).toContain('--max-old-space-size=1024');
    expect(scripts.test).toBe('tsx scripts/gate.ts');
    expect(scripts['test:quick']).toBe('tsx scripts/gate.ts --quick');
    expect(gateSteps(true).find((s) => s.name === 'e2e')?.env).toEqual({AXE_SWEEP: 'sample'});
    expect(gateSteps(false).find((s) => s.name === 'e2e')?.env).toEqual({});
    // Behind the path to the gate's end (the build, then the browser tests): only what nothing waits for.
    const waitedFor = new Set(gateSteps().flatMap((s) => s.after ?? []));
    const background = gateSteps().filter((s) => s.background);
    expect(background.map((s) => s.name)).toEqual(['typecheck', 'lint', 'unit', 'lean', 'connector']);
    for (const s of background) expect(waitedFor.has(s.name) || s.after, s.name).toBeFalsy();
    // The browser tests read the build: they wait for it, and only for it.
    expect(gateSteps().find((s) => s.name === 'e2e')?.after).toEqual(['build']);
    // The stock build's proof: its pages against the layered build's, and its routes in the browser.
    expect(gateSteps().find((s) => s.script === 'test:stock-html')?.after).toEqual(['build', 'stock']);
    expect(gateSteps().find((s) => s.script === 'test:stock')?.after).toEqual(['stock']);
  });

  it('starts the independent steps at once, and a step as soon as what it waits for has passed', async () => {
    const s = stage();
    const done = runSteps(STEPS, s.run, s.now);
    await s.settle();
    expect(s.started).toEqual(['build', 'typecheck', 'unit']);
    await s.end('typecheck', 0, 10);
    await s.end('build', 0, 60);
    expect(s.started).toEqual(['build', 'typecheck', 'unit', 'e2e']);
    await s.end('unit', 0, 150);
    await s.end('e2e', 0, 400);
    const outcomes = await done;
    expect(outcomes).toEqual([
      {name: 'build', result: 'pass', startedAt: 0, seconds: 60},
      {name: 'typecheck', result: 'pass', startedAt: 0, seconds: 10},
      {name: 'unit', result: 'pass', startedAt: 0, seconds: 150},
      {name: 'e2e', result: 'pass', startedAt: 60, seconds: 340},
    ]);
    expect(summary(outcomes, 400)).toContain('| **gate** | pass | | **400 s** |');
  });

  it('fails when a step fails, lets the running steps end, and starts nothing after the failure', async () => {
    const s = stage();
    const done = runSteps(STEPS, s.run, s.now);
    await s.settle();
    await s.end('typecheck', 2, 10);
    await s.end('build', 0, 60);
    // The build passed, but a step had failed: the browser tests do not start.
    expect(s.started).toEqual(['build', 'typecheck', 'unit']);
    await s.end('unit', 0, 150);
    const outcomes = await done;
    expect(outcomes.map((o) => `${o.name} ${o.result}`)).toEqual([
      'build pass',
      'typecheck fail',
      'unit pass',
      'e2e skipped',
    ]);
    expect(summary(outcomes, 150)).toContain('| **gate** | fail | | **150 s** |');
  });

  it('skips the browser tests when the build fails, and counts a step that could not start as failed', async () => {
    const s = stage();
    const done = runSteps(
      STEPS,
      (step) => (step.name === 'unit' ? Promise.reject(new Error('npm not found')) : s.run(step)),
      s.now,
    );
    await s.settle();
    await s.end('build', 1, 60);
    await s.end('typecheck', 0, 70);
    expect((await done).map((o) => `${o.name} ${o.result}`)).toEqual([
      'build fail',
      'typecheck pass',
      'unit fail',
      'e2e skipped',
    ]);
  });

  it('refuses a step that waits for no step', async () => {
    await expect(
      runSteps([{name: 'e2e', script: 'test:e2e', after: ['bulid']}], () => Promise.resolve(0)),
    ).rejects.toThrow('e2e waits for bulid, which is no step');
  });
});
