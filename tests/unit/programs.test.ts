/**
 * Every generated sample of the API reference runs against the stand-in of the API
 * (tests/support/stand-in.ts), in curl, JavaScript, Python and PHP: on success it sends exactly the
 * documented request and exits 0; on an HTTP error it prints the body and exits non-zero; where Pitel can
 * refuse a request in a 200 body, it reports the refusal and exits non-zero. Broken programs prove the
 * checks fail.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SAMPLE_LANGUAGES} from '../../src/plugins/api-reference/render';
import {operationSample} from '../../src/plugins/api-reference/samples';
import {findOperation, listOperations, loadSpec} from '../../src/plugins/api-reference/spec';
import {checkGenerated, inParallel, runProgram, type ProgramLanguage} from '../support/programs';
import {pageSamples} from '../support/samples';
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {startStandIn, type Scenario, type StandIn} from '../support/stand-in';

const root = path.resolve(__dirname, '../..');
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn(root);
});
afterAll(async () => {
  await standIn?.close();
});

/** Every generated program of every document, with what it needs to run. */
function generatedPrograms() {
  const out = [];
  for (const name of ['v1', 'v3', 'psr']) {
    const doc = loadSpec(root, name);
    for (const {ref} of listOperations(doc)) {
      if (ref.webhook) continue; // sent by Pitel to you: its receivers are page programs
      const op = findOperation(doc, ref)!;
      const sample = operationSample(doc, op);
      const refusal = standIn.routes.find((r) => r.doc === name && r.template === ref.path && r.method === op.httpMethod)?.refusal;
      const parsed = refusal && JSON.parse(refusal.toString('utf8'));
      const refusalCode = parsed ? (parsed.error ?? JSON.stringify(parsed.fail?.[0] ?? '').replace(/^"|"$/g, '')) : undefined;
      for (const l of SAMPLE_LANGUAGES) {
        out.push({
          id: `${name} ${ref.method} ${ref.path} (${l.value})`,
          lang: l.value as ProgramLanguage,
          code: l.render(sample),
          inputs: sample.body?.kind === 'multipart' ? sample.body.fields.filter((f) => f.file).map((f) => f.value) : [],
          sample: {...sample, template: ref.path, refusalCode: typeof refusalCode === 'string' ? refusalCode.split(':')[0].replace(/[{}"]/g, '') : undefined},
        });
      }
    }
  }
  return out;
}

describe('the generated samples run against the stand-in of the API', () => {
  it('do what their page says on success, on an HTTP error and on a refusal in the body', async () => {
    const programs = generatedPrograms();
    const counts: Record<string, number> = {};
    const problems: string[] = [];
    const runs: {p: (typeof programs)[number]; scenario: Scenario}[] = [];
    for (const p of programs) {
      runs.push({p, scenario: 'ok'}, {p, scenario: 'http-error'});
      if (p.sample.refusal) runs.push({p, scenario: 'refusal'});
    }
    await inParallel(runs, 6, async ({p, scenario}) => {
      const result = await runProgram(standIn, p, scenario);
      for (const problem of checkGenerated(p.sample, scenario, result, Boolean(p.sample.download), p.lang)) problems.push(`${p.id} [${scenario}]: ${problem}`);
      counts[`${p.lang} ${scenario}`] = (counts[`${p.lang} ${scenario}`] ?? 0) + 1;
    });
    expect(problems.sort()).toEqual([]);
    // Every operation of every document, in four languages.
    expect(programs.length).toBeGreaterThanOrEqual(4 * 90);
    expect(counts['python refusal']).toBeGreaterThan(0);
    console.log(`programs run: ${JSON.stringify(counts)}`);
  }, 600_000);

  it('fail on programs that exit 0 on an error, drop the body or ignore a refusal (broken fixtures)', async () => {
    const fixtures = path.join(root, 'tests/fixtures/programs');
    const sample = {method: 'GET', url: '', auth: true, headers: [], timeoutSeconds: 30, template: '/v1/click2call/async', refusal: 'status' as const, refusalCode: 'USER_NOT_REGISTERED'};
    const read = (f: string) => readFileSync(path.join(fixtures, f), 'utf8');
    const problems = async (file: string, lang: ProgramLanguage, scenario: Scenario) =>
      checkGenerated(sample, scenario, await runProgram(standIn, {id: file, lang, code: read(file)}, scenario), false, lang);
    // Python that discards the body with raise_for_status, and never looks at "status".
    expect(await problems('raise-for-status.py', 'python', 'http-error')).toEqual([expect.stringContaining('does not print the error body')]);
    expect(await problems('raise-for-status.py', 'python', 'refusal')).toEqual([
      'exits 0 when Pitel refuses the request in the body',
      expect.stringContaining('does not print the refusal'),
    ]);
    // PHP whose exit("...") ends with status 0.
    expect(await problems('exit-zero.php', 'php', 'http-error')).toEqual(['exits 0 on an HTTP error']);
    // A program that calls another path, without the token.
    expect(await problems('wrong-path.mjs', 'javascript', 'ok')).toEqual([expect.stringContaining('exits 1'), expect.stringContaining('gets 404')]);
  }, 120_000);
});

/** A program of a page that serves requests instead of making them (a webhook receiver, the psr server). */
const isServer = (code: string) => /createServer|serve_forever|\.listen\(|\$_SERVER\[|new WebSocketServer/.test(code);

describe('the programs of the pages run against the stand-in of the API', () => {
  it('every program that calls the Pitel API succeeds, and reports an HTTP error', async () => {
    const {samples} = pageSamples(root, mdxFiles(contentDirs, root), []);
    const callers = samples.filter((s) => s.lang !== 'json' && s.code.includes('{{API_HOST}}') && !isServer(s.code));
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    await inParallel(callers, 6, async (s) => {
      const program = {id: s.id, lang: s.lang as ProgramLanguage, code: s.code, inputs: ['leads.csv'], env: {PITEL_HOOK_URL: 'https://hooks.example.com/pitel/hooks', PITEL_HOOK_KEY: 'stand-in-hook-key', SIP_CALL_ID: 'example-sip-call-id-0001@demo.example.com'}};
      const ok = await runProgram(standIn, program, 'ok');
      if (ok.exit !== 0) problems.push(`${s.id}: exits ${ok.exit} on success: ${ok.output.trim().split('\n').slice(-2).join(' | ')}`);
      if (!ok.requests.length) problems.push(`${s.id}: sends no request`);
      for (const r of ok.requests.filter((x) => x.status >= 300)) problems.push(`${s.id}: ${r.method} ${r.path} answered ${r.status}`);
      const error = await runProgram(standIn, program, 'http-error');
      if (error.exit === 0 && s.lang !== 'curl') problems.push(`${s.id}: exits 0 on an HTTP error`);
      if (!error.output.includes('stand-in: refused with HTTP 401')) problems.push(`${s.id}: does not print the error body`);
      const section = s.id.split('/')[0];
      counts[`${section} ${s.lang}`] = (counts[`${section} ${s.lang}`] ?? 0) + 1;
    });
    console.log(`page programs run: ${JSON.stringify(counts)}`);
    expect(problems.sort()).toEqual([]);
    expect(callers.length).toBeGreaterThanOrEqual(20);
  }, 300_000);
});

describe('the token client of /authentication', () => {
  it('renews an expired token once and retries, in JavaScript, Python and PHP', async () => {
    const {samples} = pageSamples(root, ['docs/authentication.mdx'], []);
    const clients = samples.filter((s) => /"pitel\.(mjs|py|php)/.test(s.id));
    expect(clients.map((s) => s.lang).sort()).toEqual(['javascript', 'php', 'python']);
    for (const s of clients) {
      const result = await runProgram(standIn, {id: s.id, lang: s.lang as ProgramLanguage, code: s.code}, 'expired-once');
      expect(result.exit, `${s.id}: ${result.output}`).toBe(0);
      // A token, the call (401), a new token, the same call again (200): nothing more.
      expect(result.requests.map((r) => `${r.method} ${r.path} ${r.status}`), s.id).toEqual([
        'POST /v3/auth/token 200',
        'GET /v3/campaign 401',
        'POST /v3/auth/token 200',
        'GET /v3/campaign 200',
      ]);
    }
  }, 60_000);
});
