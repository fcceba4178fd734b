/**
 * Every generated sample of the API reference runs against the stand-in of the API
 * (tests/support/stand-in.ts), in curl, JavaScript, Python and PHP: on success it sends exactly the
 * documented request and exits 0; on an HTTP error it prints the body and exits non-zero; where Pitel can
 * refuse a request in a 200 body, it reports the refusal and exits non-zero. Broken programs prove the
 * checks fail. The pages' own programs run too: those that call the API, the token client of
 * /authentication, the webhook receivers, the error helpers of /errors, the psr example server and the
 * small programs that compute a value; and the warm Python interpreters that run the Python ones end a
 * program as a cold python3 does.
 */
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {findOperation, loadSpec} from '../../src/openapi';
import {eachAtMost} from '../../src/plugins/shared/at-most';
import {checkGenerated, runProgram, startWarmPython, stopWarmPython, type ProgramLanguage} from '../support/programs';
import {pageSamples, siteSamples} from '../support/samples';
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {freePort} from '../support/http';
import {startStandIn, type Scenario, type StandIn} from '../support/stand-in';

const root = path.resolve(__dirname, '../..');
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn(root);
  startWarmPython(3);
});
afterAll(async () => {
  stopWarmPython();
  await standIn?.close();
});

/** Every generated program of every document, with what it needs to run. */
function generatedPrograms() {
  // A webhook's payload has no request: Pitel sends it to you, and its receivers are page programs.
  return siteSamples(root).flatMap(({id, lang, code, request}) => {
    if (!request) return [];
    const {doc, template, sample} = request;
    const refusal = standIn.routes.find(
      (r) => r.doc === doc && r.template === template && r.method === sample.method,
    )?.refusal;
    // What a program must print on a refusal: the error code, or the number of the first refused item.
    const parsed =
      refusal && (JSON.parse(refusal.toString('utf8')) as {error?: string; fail?: Record<string, string>[]});
    return [
      {
        id,
        lang: lang as ProgramLanguage,
        code,
        inputs: sample.body?.kind === 'multipart' ? sample.body.fields.filter((f) => f.file).map((f) => f.value) : [],
        sample: {
          ...sample,
          template,
          refusalCode: parsed ? (parsed.error ?? Object.keys(parsed.fail?.[0] ?? {})[0]) : undefined,
        },
      },
    ];
  });
}

describe('the warm Python interpreters (tests/support/warm-python.py)', () => {
  /** Programs that exercise what a cold `python3 program.py` decides: status, output, arguments, environment, folder, time limit. */
  const probes: {name: string; code: string; args?: string[]; env?: Record<string, string>; timeoutMs?: number}[] = [
    {name: 'exits 0 and prints', code: 'import requests\nprint("ok", requests.__name__)\n'},
    {name: 'exits with sys.exit(3)', code: 'import sys\nprint("bye")\nsys.exit(3)\n'},
    {name: 'exits 1 with a message', code: 'import sys\nsys.exit("fatal: no token")\n'},
    {name: 'raises', code: 'def f():\n    raise ValueError("bad value")\nf()\n'},
    {
      name: 'reads its arguments, environment and name',
      code: 'import os, sys\nprint(sys.argv[1:], os.environ["PROBE"], __name__, os.path.basename(sys.path[0]) == os.path.basename(os.getcwd()))\n',
      args: ['a', 'b c'],
      env: {PROBE: 'x'},
    },
    {name: 'writes a file in its folder', code: 'open("out.bin", "wb").write(b"1")\n'},
    // 30 s: long enough for a cold python3 to print its first line on a loaded 2-core machine (with
    // 10 s, under the whole gate's load, it had not, and the cold run's output lacked "start"), well
    // below the program's 300 s. The wait is a sleep: it costs no CPU.
    {
      name: 'is stopped at its time limit',
      code: 'import time\nprint("start", flush=True)\ntime.sleep(300)\n',
      timeoutMs: 30_000,
    },
    {name: 'does not see what an earlier program defined', code: 'print(globals().get("f"))\n'},
  ];

  it('ends every program as a cold python3 does', async () => {
    const runAll = async () => {
      const out: Record<string, unknown> = {};
      for (const p of probes) {
        const r = await runProgram(
          standIn,
          {id: p.name, lang: 'python', code: p.code, args: p.args, env: p.env},
          'ok',
          p.timeoutMs,
        );
        const output = r.output.replace(/File "[^"]*program\.py"/g, 'File "program.py"').trim();
        out[p.name] = {
          exit: r.exit,
          output: r.exit === null ? output.split('\n').filter((l) => !/^Terminated/.test(l)) : output,
          wrote: r.wrote('out.bin'),
        };
      }
      return out;
    };
    const warm = await runAll();
    stopWarmPython();
    const cold = await runAll();
    startWarmPython(3);
    expect(warm).toEqual(cold);
    expect(Object.values(warm).map((r) => (r as {exit: number | null}).exit)).toEqual([0, 3, 1, 1, 0, 0, null, 0]);
    // Two time limits of 30 s and sixteen starts, at the gate's lower priority beside the build.
  }, 540_000);
});

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
    await eachAtMost(runs, 6, async ({p, scenario}) => {
      const result = await runProgram(standIn, p, scenario);
      for (const problem of checkGenerated(p.sample, scenario, result, p.lang))
        problems.push(`${p.id} [${scenario}]: ${problem}`);
      counts[`${p.lang} ${scenario}`] = (counts[`${p.lang} ${scenario}`] ?? 0) + 1;
    });
    expect(problems.sort()).toEqual([]);
    // Every operation of every document, in four languages.
    expect(programs.length).toBeGreaterThanOrEqual(4 * 90);
    expect(counts['python refusal']).toBeGreaterThan(0);
    console.log(`programs run: ${JSON.stringify(counts)}`);
  }, 1_800_000);

  it('fail on programs that exit 0 on an error, drop the body or ignore a refusal (broken fixtures)', async () => {
    const fixtures = path.join(root, 'tests/fixtures/programs');
    const sample = {
      method: 'GET',
      url: '',
      auth: true,
      headers: [],
      timeoutSeconds: 30,
      template: '/v1/click2call/async',
      refusal: 'status' as const,
      refusalCode: 'USER_NOT_REGISTERED',
    };
    const read = (f: string) => readFileSync(path.join(fixtures, f), 'utf8');
    const problems = async (file: string, lang: ProgramLanguage, scenario: Scenario) =>
      checkGenerated(sample, scenario, await runProgram(standIn, {id: file, lang, code: read(file)}, scenario), lang);
    // Python that discards the body with raise_for_status, and never looks at "status".
    expect(await problems('raise-for-status.py', 'python', 'http-error')).toEqual([
      expect.stringContaining('does not print the error body'),
    ]);
    expect(await problems('raise-for-status.py', 'python', 'refusal')).toEqual([
      'exits 0 when Pitel refuses the request in the body',
      expect.stringContaining('does not print the refusal'),
    ]);
    // PHP whose exit("...") ends with status 0.
    expect(await problems('exit-zero.php', 'php', 'http-error')).toEqual(['exits 0 on an HTTP error']);
    // A program that calls another path, without the token.
    expect(await problems('wrong-path.mjs', 'javascript', 'ok')).toEqual([
      expect.stringContaining('exits 1'),
      expect.stringContaining('gets 404'),
    ]);
  }, 360_000);
});

/** A program of a page that serves requests instead of making them (a webhook receiver, the psr server). */
const isServer = (code: string) =>
  /createServer|serve_forever|\.listen\(|app\.run\(|\$_SERVER\[|new WebSocketServer/.test(code);

describe('the programs of the pages run against the stand-in of the API', () => {
  it('every program that calls the Pitel API succeeds, and reports an HTTP error', async () => {
    const {samples} = pageSamples(root, mdxFiles(contentDirs, root));
    const callers = samples.filter((s) => s.lang !== 'json' && s.code.includes('{{API_HOST}}') && !isServer(s.code));
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    await eachAtMost(callers, 6, async (s) => {
      const program = {
        id: s.id,
        lang: s.lang as ProgramLanguage,
        code: s.code,
        inputs: ['leads.csv'],
        env: {
          PITEL_HOOK_URL: 'https://hooks.example.com/pitel/hooks',
          PITEL_HOOK_KEY: 'stand-in-hook-key',
          SIP_CALL_ID: 'example-sip-call-id-0001@demo.example.com',
        },
      };
      const ok = await runProgram(standIn, program, 'ok');
      if (ok.exit !== 0)
        problems.push(`${s.id}: exits ${ok.exit} on success: ${ok.output.trim().split('\n').slice(-2).join(' | ')}`);
      if (!ok.requests.length) problems.push(`${s.id}: sends no request`);
      for (const r of ok.requests.filter((x) => x.status >= 300))
        problems.push(`${s.id}: ${r.method} ${r.path} answered ${r.status}`);
      const error = await runProgram(standIn, program, 'http-error');
      if (error.exit === 0 && s.lang !== 'curl') problems.push(`${s.id}: exits 0 on an HTTP error`);
      if (!error.output.includes('stand-in: refused with HTTP 401'))
        problems.push(`${s.id}: does not print the error body`);
      const section = s.id.split('/')[0];
      counts[`${section} ${s.lang}`] = (counts[`${section} ${s.lang}`] ?? 0) + 1;
    });
    console.log(`page programs run: ${JSON.stringify(counts)}`);
    expect(problems.sort()).toEqual([]);
    expect(callers.length).toBeGreaterThanOrEqual(20);
  }, 900_000);
});

describe('the token client of /authentication', () => {
  it('renews an expired token once and retries, in JavaScript, Python and PHP', async () => {
    const {samples} = pageSamples(root, ['docs/authentication.mdx']);
    const clients = samples.filter((s) => /"pitel\.(mjs|py|php)/.test(s.id));
    expect(clients.map((s) => s.lang).sort()).toEqual(['javascript', 'php', 'python']);
    for (const s of clients) {
      const result = await runProgram(
        standIn,
        {id: s.id, lang: s.lang as ProgramLanguage, code: s.code},
        'expired-once',
      );
      expect(result.exit, `${s.id}: ${result.output}`).toBe(0);
      // A token, the call (401), a new token, the same call again (200): nothing more.
      expect(
        result.requests.map((r) => `${r.method} ${r.path} ${r.status}`),
        s.id,
      ).toEqual(['POST /v3/auth/token 200', 'GET /v3/campaign 401', 'POST /v3/auth/token 200', 'GET /v3/campaign 200']);
    }
  }, 180_000);
});

/**
 * Runs a server program of a page (a webhook receiver, the psr server), with `files` beside it, until
 * `work` is done, then stops it; resolves with what it printed.
 */
async function withServer(
  s: {lang: string; code: string},
  env: Record<string, string>,
  work: (base: string) => Promise<void>,
  files: Record<string, Buffer> = {},
): Promise<string> {
  // Inside the project, so that an ES module finds express and ws in its node_modules.
  const cache = path.join(root, 'node_modules', '.cache', 'pitel-receivers');
  mkdirSync(cache, {recursive: true});
  const dir = mkdtempSync(path.join(cache, 'run-'));
  const fixed = /\.listen\((\d+)\)|app\.run\(port=(\d+)\)|\{port: (\d+)/.exec(s.code);
  const port = fixed ? Number(fixed[1] ?? fixed[2] ?? fixed[3]) : await freePort();
  const file = {javascript: 'receiver.mjs', python: 'receiver.py', php: 'receiver.php'}[s.lang]!;
  writeFileSync(path.join(dir, file), s.code);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  const [cmd, args] =
    s.lang === 'php'
      ? ['php', ['-S', `127.0.0.1:${port}`, file]]
      : [s.lang === 'python' ? 'python3' : process.execPath, [file]];
  const child = spawn(cmd, args, {cwd: dir, env: {...process.env, PORT: String(port), ...env}});
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i += 1) {
      if (child.exitCode !== null) break;
      const up = await fetch(base, {method: 'HEAD'}).then(
        () => true,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await work(base);
    await new Promise((r) => setTimeout(r, 200)); // let it print
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, {recursive: true, force: true});
  }
  return output;
}

describe('the webhook receivers of the pages', () => {
  it('accept an event with the right key, refuse a wrong or missing key, and print the event', async () => {
    const {samples} = pageSamples(root, [
      'docs/quickstart.mdx',
      'docs/api/v1/event/description.mdx',
      'docs/api/v3/webhook/presskey_cb.mdx',
    ]);
    const receivers = samples.filter((s) => s.lang !== 'json' && s.lang !== 'curl' && isServer(s.code));
    // receiver.py with Flask needs Flask, which this machine's Python does not have: it is compiled and
    // checked for names by tests/unit/samples.test.ts only.
    const runnable = receivers.filter((s) => !s.code.includes('from flask import'));
    expect(runnable.length).toBeGreaterThanOrEqual(6);
    const v1 = loadSpec(root, 'v1');
    const v3 = loadSpec(root, 'v3');
    const example = (doc: typeof v1, name: string) =>
      JSON.stringify(
        Object.values(
          findOperation(doc, {method: 'WEBHOOK', path: name, webhook: true})!.operation.requestBody?.content ?? {},
        )[0].example,
      );
    const problems: string[] = [];
    for (const s of runnable) {
      const presskey = s.id.includes('presskey');
      const route = presskey ? '/pitel/presskey' : '/pitel/hooks';
      const body = presskey ? example(v3, 'presskey') : example(v1, 'ringing');
      const key = 'stand-in-hook-key';
      const post = (base: string, auth?: string) =>
        fetch(`${base}${route}`, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', ...(auth ? {Authorization: auth} : {})},
          body,
        }).then(
          (r) => r.status,
          () => 0, // not listening
        );
      const statuses: number[] = [];
      const output = await withServer(s, {PITEL_HOOK_KEY: key, PITEL_CALLBACK_KEY: key}, async (base) => {
        statuses.push(await post(base, `Bearer ${key}`), await post(base, 'Bearer wrong'), await post(base));
      });
      if (!(statuses[0] >= 200 && statuses[0] < 300))
        problems.push(`${s.id}: answers ${statuses[0]} to an event with the right key (${output.trim().slice(-200)})`);
      if (statuses[1] !== 401 || statuses[2] !== 401)
        problems.push(`${s.id}: answers ${statuses[1]} and ${statuses[2]} to a wrong and a missing key`);
      if (!presskey && !output.includes('00000000-0000-0000-0000-0000000000a1'))
        problems.push(`${s.id}: does not print the event`);
      // Without its key, a receiver must not accept "Bearer undefined" (or an empty key).
      const unset: number[] = [];
      await withServer(s, {PITEL_HOOK_KEY: '', PITEL_CALLBACK_KEY: ''}, async (base) => {
        unset.push(await post(base, 'Bearer undefined').catch(() => 0), await post(base, 'Bearer ').catch(() => 0));
      });
      if (unset.some((st) => st >= 200 && st < 300)) problems.push(`${s.id}: accepts an event when its key is not set`);
    }
    expect(problems).toEqual([]);
    console.log(
      `receivers run: ${runnable.map((s) => s.id.split(' ')[0]).join(', ')}; not run: ${receivers
        .filter((s) => !runnable.includes(s))
        .map((s) => s.id)
        .join(', ')}`,
    );
  }, 360_000);
});

describe('the error helpers of /errors', () => {
  it('turn every failure body the page shows into problems, and every success body into none, in JavaScript and Python', () => {
    const {samples} = pageSamples(root, ['docs/errors.mdx']);
    const bodies = samples
      .filter((s) => s.lang === 'json')
      .map((s) => /"(.*)"/.exec(s.id)![1])
      .map((title, i) => ({
        title,
        http: /failure|error/.test(title) ? 400 : 200,
        body: JSON.parse(samples.filter((s) => s.lang === 'json')[i].code),
      }));
    expect(bodies.length).toBeGreaterThanOrEqual(8);
    const expected = bodies.map((b) => (/success/.test(b.title) ? 0 : 'some'));
    const js = samples.find((s) => s.id.includes('pitel-errors.js'))!;
    const py = samples.find((s) => s.id.includes('pitel_errors.py'))!;
    const dir = mkdtempSync(path.join(root, 'node_modules', '.cache', 'pitel-errors-'));
    try {
      writeFileSync(path.join(dir, 'pitel-errors.mjs'), js.code);
      writeFileSync(
        path.join(dir, 'run.mjs'),
        `import {pitelProblems} from './pitel-errors.mjs';\nconst cases = JSON.parse(process.argv[2]);\nconsole.log(JSON.stringify(cases.map((c) => pitelProblems(c.http, c.body))));`,
      );
      writeFileSync(path.join(dir, 'pitel_errors.py'), py.code);
      writeFileSync(
        path.join(dir, 'run.py'),
        'import json, sys\nfrom pitel_errors import pitel_problems\ncases = json.loads(sys.argv[1])\nprint(json.dumps([pitel_problems(c["http"], c["body"]) for c in cases]))\n',
      );
      const input = JSON.stringify(bodies);
      for (const [cmd, file] of [
        [process.execPath, 'run.mjs'],
        ['python3', 'run.py'],
      ]) {
        const run = spawnSync(cmd, [file, input], {cwd: dir, encoding: 'utf8'});
        expect(run.status, run.stderr).toBe(0);
        const results = JSON.parse(run.stdout) as string[][];
        const shape = results.map((problems) => (problems.length ? 'some' : 0));
        expect(shape, `${file}: ${JSON.stringify(results)}`).toEqual(expected);
        // The problem texts carry the documented codes and messages.
        expect(results.flat().join(' '), file).toContain('USER_NOT_REGISTERED');
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the psr example server', () => {
  it('greets the caller, and asks for the transfer to an agent after three seconds of speech', async () => {
    const {samples} = pageSamples(root, ['docs/module/psr/action.mdx']);
    const server = samples.find((s) => s.id.includes('"server.mjs"'))!;
    // 16-bit mono WAV files at 8000 Hz: a 44-byte header and the samples (silence is enough here).
    const wav = (seconds: number) => Buffer.concat([Buffer.alloc(44), Buffer.alloc(Math.round(seconds * 8000) * 2)]);
    const received: {event: string; [k: string]: unknown}[] = [];
    const output = await withServer(
      server,
      {PSR_SECRET: 'stand-in-secret'},
      async () => {
        const ws = await new Promise<WebSocket | undefined>((resolve) => {
          const socket = new WebSocket(
            'ws://127.0.0.1:8000/server/ws?secret=stand-in-secret&tenant=demo.example.com&call_id=00000000-0000-0000-0000-0000000000a1',
          );
          socket.once('open', () => resolve(socket));
          socket.once('error', () => resolve(undefined));
        });
        // No connection: nothing is received, and the expectations below show the server's output.
        if (!ws) return;
        ws.on('message', (raw) =>
          received.push(
            JSON.parse(
              (raw instanceof ArrayBuffer
                ? Buffer.from(raw)
                : Array.isArray(raw)
                  ? Buffer.concat(raw)
                  : raw
              ).toString(),
            ),
          ),
        );
        ws.send(JSON.stringify({event: 'connected'}));
        // 3.2 s of loud audio in 20 ms frames, as psr streams the caller's voice.
        const frame = Buffer.alloc(320);
        for (let i = 0; i < 160; i += 1) frame.writeInt16LE(i % 2 ? 5000 : -5000, i * 2);
        for (let i = 0; i < 160; i += 1)
          ws.send(JSON.stringify({event: 'media', media: {payload: frame.toString('base64')}}));
        for (let i = 0; i < 50 && !received.some((m) => m.event === 'transfer'); i += 1)
          await new Promise((r) => setTimeout(r, 100));
        ws.close();
      },
      {'greeting.wav': wav(1), 'silence-200ms.wav': wav(0.2)},
    );
    expect(received[0]?.event, output).toBe('media');
    expect(
      received.find((m) => m.event === 'transfer'),
      output,
    ).toEqual({event: 'transfer', data: {extension: '101'}});
  }, 120_000);
});

describe('the small programs that compute a value', () => {
  it('give the values their comments promise (click-to-call encoding, template options)', () => {
    const run = (cmd: string, code: string) =>
      spawnSync(cmd, cmd === 'python3' ? ['-c', code] : ['--input-type=module', '-e', code], {encoding: 'utf8'});
    const {samples} = pageSamples(root, ['docs/api/v1/click2call/parameters.mdx', 'docs/api/v3/template/detail.mdx']);
    const find = (title: string, lang: string) =>
      samples.find((s) => s.id.includes(`"${title}"`) && s.lang === lang)!.code;
    // The comments of the encoding samples say what they produce.
    const js = run(
      process.execPath,
      `${find('Encode the number and build the query', 'javascript')}\nconsole.log(phone);\nconsole.log(query.toString());`,
    );
    const py = run('python3', `${find('Encode the number and build the query', 'python')}\nprint(phone)\nprint(query)`);
    for (const r of [js, py]) {
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout.trim().split('\n')).toEqual([
        'MDkwMDAwMDAwMQ==',
        'ext=101&phone=MDkwMDAwMDAwMQ%3D%3D&is_encode=true',
      ]);
    }
    // The template conversion turns the answer's shape into the request's.
    const convert = run(
      process.execPath,
      `${find('Response shape to request shape', 'javascript')}\nconsole.log(JSON.stringify(toRequest([{"1": {"voice_type": "tts", "content": "Hi"}}, {"2": {"voice_type": "audio", "audio_file": "a1"}}])));`,
    );
    expect(convert.status, convert.stderr).toBe(0);
    expect(JSON.parse(convert.stdout)).toEqual([
      {press_num: '1', voice_type: 'tts', content: 'Hi'},
      {press_num: '2', voice_type: 'audio', audio_file: 'a1'},
    ]);
  });
});
