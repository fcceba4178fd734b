/**
 * The W3C Nu HTML checker (vnu, from the `vnu-jar` package, run by Debian's Java) over built pages,
 * and the judgement of its report: every error is ours to fix, unless it is named in `ALLOWED`, one
 * entry per page, message and piece of markup, with the reason it is outside our control. Free of
 * vitest.
 *
 * vnu runs once over every path given (`--format json --skip-non-html`): a directory is walked
 * and only its `.html` files are checked. `--skip-info-messages` leaves out the notes that are not
 * errors or warnings (on this site, "Trailing slash on void elements has no effect": the `/>` that
 * React and react-helmet write on `<meta>`, `<link>`, `<img>`, `<input>` and `<wbr>`), and `--verbose`
 * prints each file checked, so the test can tell that every page was read. What these choices were
 * measured at: bench/results/2026-11-27-gate-time.md ("The W3C checker's Java options").
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Debian's Java (`apt-get install -y default-jre-headless`), or the one JAVA_PATH names. */
export const JAVA_PATH = process.env.JAVA_PATH ?? '/usr/bin/java';

/** The checker's jar, as the `vnu-jar` package installs it (its main export is the jar's path). */
export const VNU_JAR: string = String(require('vnu-jar'));

export interface VnuMessage {
  /** `error`, `info` (with `subType: 'warning'` for a warning) or `non-document-error` (the file could not be read). */
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  /** `file:/abs/path/page.html` */
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

export interface VnuRun {
  /** Absolute paths of the files vnu checked. */
  checked: string[];
  messages: VnuMessage[];
  /** Wall-clock time of the run, start of Java to its exit. */
  ms: number;
}

/**
 * An error of the checker that is outside our control, named on its own: the page it is on, its
 * message, a piece of its markup (from vnu's `extract`), and why we cannot fix it. Never a pattern
 * over all pages or all messages.
 */
export interface Allowed {
  /** The built file, relative to the build directory: `search/index.html`. */
  file: string;
  /** vnu's message, exactly. */
  message: string;
  /** A piece of vnu's `extract` that identifies the markup. */
  extract: string;
  /** Where the markup comes from and why we cannot change it. */
  reason: string;
}

/**
 * The errors we accept. Empty: every error vnu reported on the build was ours (the tabs, the search
 * box, the last-updated date) and is fixed. Add an entry only for markup we cannot change, with the
 * reason; an entry that no longer matches fails the test, so the list cannot go stale.
 */
export const ALLOWED: Allowed[] = [];

/**
 * Java options for one short run. The client compiler alone (`TieredStopAtLevel=1`) takes less CPU
 * time over the build than the default compilers, as the JVM stops compiling code it will not run long
 * enough to repay (measured: bench/results/2026-11-27-gate-time.md, "The W3C checker's Java options").
 * Its frames are larger, and vnu's schema check recurses deeply: with the JVM's default stack it stops
 * with StackOverflowError, so the stack is set well above what the build needed.
 */
export const JAVA_OPTIONS = ['-Xss16m', '-XX:TieredStopAtLevel=1'];

/** What vnu writes, with `--verbose`, for each file of a walked directory it skips (not HTML). */
const NOT_CHECKED = 'File was not checked. Files must have .html, .xhtml, .htm, or .xht extensions.';

/** Runs vnu once over the given files and directories. Rejects if Java or the jar is missing, or on a report it cannot read. */
export function runVnu(paths: string[]): Promise<VnuRun> {
  if (!existsSync(JAVA_PATH)) {
    return Promise.reject(
      new Error(
        `Java not found at ${JAVA_PATH}: install it with "apt-get install -y default-jre-headless" (or set JAVA_PATH)`,
      ),
    );
  }
  if (!existsSync(VNU_JAR)) return Promise.reject(new Error(`vnu.jar not found at ${VNU_JAR}: run "npm ci"`));
  const args = [
    ...JAVA_OPTIONS,
    '-jar',
    VNU_JAR,
    '--format',
    'json',
    '--skip-non-html',
    '--skip-info-messages',
    '--verbose',
    ...paths,
  ];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(JAVA_PATH, args, {stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      // vnu exits with 1 when it reports an error; the JSON report is on stderr, after anything Java printed.
      const start = stderr.indexOf('{"');
      if ((code !== 0 && code !== 1) || start < 0) {
        reject(new Error(`vnu exited with ${code}:\n${stderr.slice(0, 2000)}`));
        return;
      }
      let report: {messages: VnuMessage[]};
      try {
        report = JSON.parse(stderr.slice(start));
      } catch (e) {
        reject(new Error(`vnu's report is not JSON (${(e as Error).message}):\n${stderr.slice(start, start + 2000)}`));
        return;
      }
      const checked = stdout
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => path.resolve(l));
      resolve({checked, messages: report.messages, ms});
    });
  });
}

/** The absolute path of the file a message is about, if any. */
export function messageFile(m: VnuMessage): string | undefined {
  if (!m.url?.startsWith('file:')) return undefined;
  return path.resolve(decodeURIComponent(new URL(m.url).pathname));
}

export interface Judgement {
  /** Errors that fail the check, one line each: file, line, message, markup. */
  errors: string[];
  /** Warnings (not failures), one line each. */
  warnings: string[];
  /** Allowed entries that matched no error: stale, so they fail the check too. */
  unusedAllowed: Allowed[];
}

/** One line per message: `file:line: message — markup`. */
function lineOf(m: VnuMessage, root: string): string {
  const file = messageFile(m);
  const where = file ? `${path.relative(root, file)}${m.lastLine ? `:${m.lastLine}` : ''}` : (m.url ?? '(no file)');
  return `${where}: ${m.message}${m.extract ? ` — ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`;
}

/**
 * Judges vnu's messages about the files under `root`: errors and unreadable files fail unless an
 * `allowed` entry names them; warnings are listed. vnu's note that it skipped a file is expected for
 * files that are not HTML, and an error for an HTML file.
 */
export function judge(messages: VnuMessage[], root: string, allowed: Allowed[] = ALLOWED): Judgement {
  const absRoot = path.resolve(root);
  const used = new Set<Allowed>();
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const m of messages) {
    const file = messageFile(m);
    if (file !== undefined && !file.startsWith(absRoot + path.sep)) continue;
    const rel = file ? path.relative(absRoot, file).split(path.sep).join('/') : undefined;
    if (m.type === 'info') {
      if (m.subType !== 'warning') continue;
      if (m.message === NOT_CHECKED && rel && !/\.(x?html?|xht)$/.test(rel)) continue;
      if (m.message === NOT_CHECKED) errors.push(lineOf(m, absRoot));
      else warnings.push(lineOf(m, absRoot));
      continue;
    }
    const entry = allowed.find(
      (a) => a.file === rel && a.message === m.message && (m.extract ?? '').includes(a.extract),
    );
    if (entry) used.add(entry);
    else errors.push(lineOf(m, absRoot));
  }
  return {errors, warnings, unusedAllowed: allowed.filter((a) => !used.has(a))};
}
