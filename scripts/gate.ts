/**
 * `npm test`, the whole gate: the type check, every lint (`npm run lint`), the unit tests, the
 * performance layer's own tests (`npm run test:lean`), the Bitrix24 connector's (`npm run
 * test:connector`) and the production build (`npm run build:checked`, heap limited to 1 GiB) run at
 * the same time, since none reads what another writes; the browser tests start as soon as the build
 * is done, and the stock build (the performance layer off, `npm run
 * build:stock`) beside them, then its proof, also beside them: every page's server HTML the same as the
 * layered build's (`test:stock-html`), and every route hydrated once in the browser (`test:stock`).
 * Each step is an npm script, so any of them runs alone (tests/README.md).
 *
 * Why at once: on the 2-core machines the type check and most of the lint use one core, and the unit
 * tests and the build leave some of the other idle while they wait on the programs they run; run one
 * after another, those idle cores were minutes of the gate. Every step still runs, whole, and the gate
 * fails if any fails. A step that fails stops no step already running (so one run reports every
 * failure), but no step starts after it (the browser tests wait for the build, and are skipped if
 * anything failed before the build was done). The type check, the lint, the unit tests, the layer's
 * and the connector's tests (`background` in `gateSteps`) run at a lower CPU priority, so the build
 * and the browser tests, which end the gate, get the cores first.
 *
 * Each line of a step's output is printed as it comes, after the step's name; a table of each step's
 * result and time ends the run. `--quick` runs the browser tests with `AXE_SWEEP=sample`
 * (`npm run test:quick`).
 *
 * Usage: tsx scripts/gate.ts [--quick]
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {setPriority} from 'node:os';
import {createInterface} from 'node:readline';

export interface Step {
  /** The name printed before each line of its output. */
  name: string;
  /** The npm script it runs. */
  script: string;
  /** The steps it waits for. */
  after?: string[];
  /** Variables added to its environment. */
  env?: Record<string, string>;
  /**
   * Off the path to the gate's end (the build, then the browser tests): run at a lower CPU priority
   * (nice 10), so they take the cores the browser tests leave idle rather than slowing them.
   */
  background?: boolean;
}

/** The steps of `npm test`. */
export function gateSteps(quick = false): Step[] {
  return [
    // First, so the build (on the way to the browser tests, the longest step) starts at once.
    {name: 'build', script: 'build:checked'},
    {name: 'typecheck', script: 'typecheck', background: true},
    {name: 'lint', script: 'lint', background: true},
    {name: 'unit', script: 'test:unit', background: true},
    // The performance layer's own tests: its units, and its fixture site built with and without it.
    {name: 'lean', script: 'test:lean', background: true},
    // The Bitrix24 reference connector (examples/bitrix24-connector): its type check, then its call
    // scenarios against the stand-ins of Bitrix24 and Pitel.
    {name: 'connector', script: 'test:connector', background: true},
    {name: 'e2e', script: 'test:e2e', after: ['build'], env: quick ? {AXE_SWEEP: 'sample'} : {}},
    // The site on stock Docusaurus (the performance layer off), built while the browser tests of the
    // layered build run, then proven beside them: its pages' HTML against the layered build's, and
    // each route hydrated once (tests/e2e/stock.test.ts, with a server and a Chromium of its own).
    {name: 'stock', script: 'build:stock', after: ['build']},
    {name: 'stock-html', script: 'test:stock-html', after: ['build', 'stock']},
    {name: 'e2e-stock', script: 'test:stock', after: ['stock']},
  ];
}

export interface Outcome {
  name: string;
  result: 'pass' | 'fail' | 'skipped';
  /** Wall time from its start to its end, in seconds. */
  seconds: number;
  /** When it started, in seconds after the gate started. */
  startedAt: number;
}

/**
 * Runs the steps, each as soon as the steps it waits for have passed, and resolves with each step's
 * outcome in the order given. `run` starts one step and resolves with its exit code.
 */
export async function runSteps(
  steps: readonly Step[],
  run: (step: Step) => Promise<number>,
  now: () => number = () => performance.now() / 1000,
): Promise<Outcome[]> {
  const names = new Set(steps.map((s) => s.name));
  for (const s of steps)
    for (const a of s.after ?? []) if (!names.has(a)) throw new Error(`${s.name} waits for ${a}, which is no step`);
  const start = now();
  const outcomes = new Map<string, Outcome>();
  const running = new Map<string, Promise<void>>();
  let failed = false;
  const ready = (s: Step) =>
    !outcomes.has(s.name) && !running.has(s.name) && (s.after ?? []).every((a) => outcomes.get(a)?.result === 'pass');
  for (;;) {
    if (!failed) {
      for (const s of steps.filter(ready)) {
        const startedAt = now() - start;
        // A step that could not start counts as failed.
        const ended = run(s).catch(() => 1);
        running.set(
          s.name,
          ended.then((code) => {
            outcomes.set(s.name, {
              name: s.name,
              result: code === 0 ? 'pass' : 'fail',
              seconds: now() - start - startedAt,
              startedAt,
            });
            if (code !== 0) failed = true;
            running.delete(s.name);
          }),
        );
      }
    }
    if (!running.size) break;
    await Promise.race(running.values());
  }
  return steps.map((s) => outcomes.get(s.name) ?? {name: s.name, result: 'skipped', seconds: 0, startedAt: 0});
}

/** The table that ends the run. */
export function summary(outcomes: readonly Outcome[], seconds: number): string {
  const fmt = (n: number) => `${n.toFixed(0)} s`;
  const rows = outcomes.map(
    (o) =>
      `| ${o.name} | ${o.result} | ${o.result === 'skipped' ? '' : fmt(o.startedAt)} | ${o.result === 'skipped' ? '' : fmt(o.seconds)} |`,
  );
  return [
    '| step | result | started | took |',
    '|---|---|---|---|',
    ...rows,
    `| **gate** | ${outcomes.every((o) => o.result === 'pass') ? 'pass' : 'fail'} | | **${fmt(seconds)}** |`,
  ].join('\n');
}

const children = new Set<ChildProcess>();
const BACKGROUND_NICE = 10;

/** Runs `npm run <script>` with each line of its output after the step's name. */
function runNpm(step: Step): Promise<number> {
  return new Promise((resolve, reject) => {
    const width = 9;
    const prefix = `${step.name.padEnd(width)}│ `;
    const child = spawn('npm', ['run', '--silent', step.script], {
      env: {...process.env, ...step.env},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    // Set before npm starts the script, so every process of the step inherits it.
    if (step.background && child.pid) setPriority(child.pid, BACKGROUND_NICE);
    process.stdout.write(`${prefix}started: npm run ${step.script}\n`);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({input: stream!, crlfDelay: Infinity}).on('line', (line) =>
        process.stdout.write(`${prefix}${line}\n`),
      );
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      children.delete(child);
      process.stdout.write(`${prefix}${code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`}\n`);
      resolve(code ?? 1);
    });
  });
}

async function main(): Promise<number> {
  const quick = process.argv.includes('--quick');
  const start = performance.now();
  const outcomes = await runSteps(gateSteps(quick), runNpm);
  const seconds = (performance.now() - start) / 1000;
  process.stdout.write(`\n${summary(outcomes, seconds)}\n`);
  return outcomes.every((o) => o.result === 'pass') ? 0 : 1;
}

if (require.main === module) {
  // Stopped (Ctrl+C, CI's timeout): stop every step's whole process tree too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
      process.exit(1);
    });
  }
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
