/**
 * Runs the site's complete programs against the stand-in of the API (./stand-in.ts) and checks what
 * they do, not only that they parse (./samples.ts does that):
 * - the generated samples of every operation, in curl, JavaScript, Python and PHP, each in three
 *   scenarios: success (exit 0, exactly the documented request sent, with the token), an HTTP error
 *   (a non-zero exit, and the error body printed), and for the operations that can refuse a request
 *   in a 200 body (v1 `"status": "fail"`, a bulk `fail` list) that refusal (a non-zero exit, and the
 *   error code printed);
 * - the programs of the pages listed in PAGE_PROGRAMS, each with its own checks.
 * What readers copy is never changed: the runner only puts the stand-in's address where a program
 * says `https://{{API_HOST}}`, and test values where it reads a placeholder or the environment.
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createInterface} from 'node:readline';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {TOKEN_PLACEHOLDER, type RequestSample} from '../../src/plugins/features/api-reference/samples';
import {STAND_IN_API_KEY, STAND_IN_TOKEN, type Recorded, type Scenario, type StandIn} from './stand-in';

export type ProgramLanguage = 'curl' | 'javascript' | 'python' | 'php';

export interface Program {
  id: string;
  lang: ProgramLanguage;
  code: string;
  /** Files the program reads (an upload), created with test content before it runs. */
  inputs?: string[];
  /** Environment the program reads (beyond the test defaults). */
  env?: Record<string, string>;
  args?: string[];
}

export interface RunResult {
  exit: number | null;
  output: string;
  requests: Recorded[];
  /** Files in the program's folder after the run. */
  wrote: (name: string) => boolean;
}

const FILE_NAME: Record<ProgramLanguage, string> = {
  curl: 'program.sh',
  javascript: 'program.mjs',
  python: 'program.py',
  php: 'program.php',
};
const COMMAND: Record<ProgramLanguage, string> = {
  curl: 'bash',
  javascript: process.execPath,
  python: 'python3',
  php: 'php',
};
/**
 * Options of the interpreter, before the program's file. Node's `fetch` (undici) compiles its HTTP
 * parser, a WebAssembly module, at the first request of every process; by default V8 also hands it
 * to its optimising compiler, most of what a one-request program costs in CPU.
 * `--liftoff-only` keeps V8's baseline WebAssembly compiler only: the same program and the same
 * behaviour, in much less time (bench/results/2026-11-27-gate-time.md, "Figures the test code's comments
 * carried").
 */
const OPTIONS: Record<ProgramLanguage, string[]> = {curl: [], javascript: ['--liftoff-only'], python: [], php: []};

/** The program as it runs against `base`: the host placeholder and the token placeholder replaced. */
export function forStandIn(code: string, base: string): string {
  return code.split('https://{{API_HOST}}').join(base).split(TOKEN_PLACEHOLDER).join(STAND_IN_TOKEN);
}

/**
 * Python interpreters kept warm (./warm-python.py): each imports what the programs import once, then
 * forks a fresh child per program. `startWarmPython` starts them (a test file's beforeAll), and
 * `runProgram` then runs Python programs there instead of starting python3 cold;
 * `PROGRAMS_COLD=1` turns it off. tests/unit/programs.test.ts proves that a warm run and a cold run of
 * the same programs end alike.
 */
class WarmPython {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: ((exit: number | null) => void)[] = [];
  busy = 0;

  constructor() {
    this.child = spawn('python3', [path.join(__dirname, 'warm-python.py')], {stdio: 'pipe'});
    this.child.stderr.on('data', (d) => process.stderr.write(`warm-python: ${d}`));
    createInterface({input: this.child.stdout}).on('line', (line) => this.waiting.shift()?.(JSON.parse(line).exit));
  }

  run(request: {
    dir: string;
    file: string;
    env: NodeJS.ProcessEnv;
    args: string[];
    timeoutSeconds: number;
    output: string;
  }): Promise<number | null> {
    this.busy += 1;
    return new Promise((resolve) => {
      this.waiting.push((exit) => {
        this.busy -= 1;
        resolve(exit);
      });
      this.child.stdin.write(`${JSON.stringify(request)}\n`);
    });
  }

  close(): void {
    this.child.stdin.end();
  }
}

let warmPython: WarmPython[] = [];

/** Starts `size` warm Python interpreters for the programs run after it (unless PROGRAMS_COLD=1). */
export function startWarmPython(size: number): void {
  if (process.env.PROGRAMS_COLD === '1') return;
  warmPython = Array.from({length: size}, () => new WarmPython());
}

export function stopWarmPython(): void {
  for (const w of warmPython) w.close();
  warmPython = [];
}

/**
 * Runs one program in a folder of its own, with a time limit; resolves when it has exited. The limit
 * only stops a program that hangs: in the gate, the unit step runs at a lower priority beside the build,
 * and a program's start alone has taken longer than 20 s there.
 */
export async function runProgram(
  standIn: StandIn,
  program: Program,
  scenario: Scenario,
  timeoutMs = 180_000,
): Promise<RunResult> {
  const {base, id} = standIn.newRun(scenario);
  const dir = mkdtempSync(path.join(tmpdir(), 'pitel-program-'));
  try {
    writeFileSync(path.join(dir, FILE_NAME[program.lang]), forStandIn(program.code, base));
    for (const input of program.inputs ?? [])
      writeFileSync(path.join(dir, input), 'phone_number,lead_name\n0900000001,Test User\n');
    const env = {
      ...process.env,
      PITEL_API_HOST: base.replace(/^http:\/\//, ''),
      PITEL_TOKEN: STAND_IN_TOKEN,
      PITEL_API_KEY: STAND_IN_API_KEY,
      ...program.env,
    };
    const warm =
      program.lang === 'python' && warmPython.length
        ? warmPython.reduce((x, y) => (y.busy < x.busy ? y : x))
        : undefined;
    const result = warm
      ? await runWarm(warm, dir, program, env, timeoutMs)
      : await runCold(dir, program, env, timeoutMs);
    const files = new Set(readdirSync(dir));
    return {...result, requests: standIn.requests(id), wrote: (name: string) => files.has(name)};
  } finally {
    rmSync(dir, {recursive: true, force: true, maxRetries: 3});
  }
}

/** Starts the program's interpreter in `dir` and collects its output. */
function runCold(
  dir: string,
  program: Program,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{exit: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      COMMAND[program.lang],
      [...OPTIONS[program.lang], FILE_NAME[program.lang], ...(program.args ?? [])],
      {cwd: dir, env},
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => {
      output += `\n[stopped after ${timeoutMs} ms]`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (exit) => {
      clearTimeout(timer);
      resolve({exit, output});
    });
  });
}

/** Runs a Python program in a child of a warm interpreter; its output goes through a file it leaves behind. */
async function runWarm(
  warm: WarmPython,
  dir: string,
  program: Program,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{exit: number | null; output: string}> {
  const output = path.join(dir, '.output');
  const exit = await warm.run({
    dir,
    file: FILE_NAME.python,
    env,
    args: program.args ?? [],
    timeoutSeconds: timeoutMs / 1000,
    output,
  });
  const text = readFileSync(output, 'utf8');
  rmSync(output);
  return {exit, output: exit === null ? `${text}\n[stopped after ${timeoutMs} ms]` : text};
}

/** What a generated sample must do in each scenario; one message per problem. */
export function checkGenerated(
  sample: RequestSample & {template: string; refusalCode?: string},
  scenario: Scenario,
  result: RunResult,
  lang?: ProgramLanguage,
): string[] {
  const download = Boolean(sample.download);
  const problems: string[] = [];
  const output = result.output.trim().split('\n').slice(-3).join(' | ');
  if (scenario === 'ok') {
    if (result.exit !== 0) problems.push(`exits ${result.exit} on a success (${output})`);
    if (result.requests.length !== 1) problems.push(`sends ${result.requests.length} requests instead of one`);
    const r = result.requests[0];
    if (r && r.method !== sample.method) problems.push(`sends ${r.method} instead of ${sample.method}`);
    if (r && r.status >= 300) problems.push(`gets ${r.status} from the stand-in: ${output}`);
    if (download && result.exit === 0 && !result.wrote(sample.download!.fileName))
      problems.push(`does not save ${sample.download!.fileName}`);
  } else if (scenario === 'http-error') {
    if (result.exit === 0) problems.push('exits 0 on an HTTP error');
    // curl saves a download's error body in the file it names (with --fail-with-body it still exits non-zero).
    const saved = lang === 'curl' && download;
    if (!saved && !result.output.includes('stand-in: refused with HTTP 401'))
      problems.push(`does not print the error body (${output})`);
  } else if (scenario === 'refusal') {
    // A curl command cannot branch on the body: it prints it, and its comment tells the reader what to look for.
    if (result.exit === 0 && lang !== 'curl') problems.push('exits 0 when Pitel refuses the request in the body');
    if (sample.refusalCode && !result.output.includes(sample.refusalCode))
      problems.push(`does not print the refusal (${sample.refusalCode}): ${output}`);
  }
  return problems;
}
