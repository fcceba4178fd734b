/**
 * Lighthouse runs for the benchmarks: npm `lighthouse` 13, installed at run time into bench/.work/lighthouse
 * (not a project dependency), driven through its CLI with Debian's Chromium and the tests' Chromium flags.
 * Each run starts a fresh browser profile, so every run is a first visit.
 */
import {execFile, execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/chromium';

export const LIGHTHOUSE_DIR = path.resolve(__dirname, '.work/lighthouse');
const CLI = path.join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/cli/index.js');

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
}

/** Installs lighthouse@13 into bench/.work/lighthouse unless it is there; returns its version. */
export function ensureLighthouse(): string {
  if (!existsSync(CLI)) {
    console.log('npm install --prefix bench/.work/lighthouse lighthouse@13 …');
    execFileSync(
      'npm',
      ['install', '--prefix', LIGHTHOUSE_DIR, '--no-audit', '--no-fund', '--loglevel=error', 'lighthouse@13'],
      {stdio: 'inherit'},
    );
  }
  return JSON.parse(readFileSync(path.join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

/** Reads the scores (0–100) and the three Web Vitals from a Lighthouse JSON report. */
export function readReport(report: {
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number}>;
  runtimeError?: {message: string};
}): LighthouseResult {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** One Lighthouse run of a URL (mobile: Lighthouse's default emulation and simulated throttling; desktop: its desktop preset). */
export function runLighthouse(url: string, formFactor: FormFactor): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const out = path.join(dir, 'report.json');
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${out}`,
    `--chrome-path=${CHROMIUM_PATH}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--quiet',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      {env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, maxBuffer: 64 << 20},
      (error, _stdout, stderr) => {
        try {
          if (error)
            throw new Error(`lighthouse ${url} (${formFactor}) failed: ${stderr.slice(-2000) || error.message}`);
          resolve(readReport(JSON.parse(readFileSync(out, 'utf8'))));
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        } finally {
          rmSync(dir, {recursive: true, force: true});
        }
      },
    );
  });
}
