/**
 * Checks that the code samples of the site run as copied, as far as a check without a server can
 * tell: JSON bodies parse, the JavaScript parses as an ES module, the Python compiles
 * (`py_compile`), the PHP passes `php -l`, shell commands have balanced quotes, the JavaScript and
 * Python use no name they do not define or import, every sample that sends the access token to the
 * Pitel API says which request issued it, and no sample of a file download parses the file as JSON.
 * The samples are those the API reference generates from `openapi/*.yaml` and the fenced code blocks
 * of the MDX pages (bash, JavaScript, Python, PHP and JSON), read from the pages as the content lint
 * parses them; a block that shows a file of the repository (`file="…"`) is checked as that file.
 *
 * The samples are written to a temporary folder and checked in batches, in parallel: one Node.js
 * process parses all the JavaScript and has the TypeScript compiler look for undefined names in it,
 * one Python process compiles and checks all the Python, and `php -l` (one file a process, by its
 * design) runs a few at a time.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Code} from 'mdast';
import {visit} from 'unist-util-visit';
import {parsePage} from '../../scripts/lint/content';
import {SAMPLE_LANGUAGES} from '../../src/plugins/features/api-reference/render';
import {mediaExample, operationSample, type RequestSample} from '../../src/plugins/features/api-reference/samples';
import {findOperation, formatOperationRef, listOperations, loadSpec, specNames} from '../../src/openapi';
import {eachAtMost} from '../../src/plugins/shared/at-most';
import {fileBlockCode} from '../../src/plugins/features/code-blocks/file-blocks';
import {parseMeta} from '../../src/plugins/features/code-blocks/rehype';

const require = createRequire(import.meta.url);

export type SampleLanguage = 'curl' | 'javascript' | 'python' | 'php' | 'json';

export interface Sample {
  /** Where it comes from, for messages: `v3 GET /v3/cdr (python)`. */
  id: string;
  lang: SampleLanguage;
  code: string;
  /** The answer is a file: the sample must save it, never parse it as JSON. */
  download: boolean;
  /** A generated sample of an HTTP operation: its document, its path template and the request it sends. */
  request?: {doc: string; template: string; sample: RequestSample};
}

/** Every generated sample of every operation of every document in `openapi/`, and each webhook's payload example. */
export function siteSamples(siteDir: string): Sample[] {
  const out: Sample[] = [];
  for (const name of specNames(siteDir)) {
    const doc = loadSpec(siteDir, name);
    for (const {ref} of listOperations(doc)) {
      const op = findOperation(doc, ref)!;
      const where = `${name} ${formatOperationRef(ref)}`;
      if (ref.webhook) {
        const example = mediaExample(Object.values(op.operation.requestBody?.content ?? {})[0]);
        if (example !== undefined)
          out.push({
            id: `${where} (payload)`,
            lang: 'json',
            code: typeof example === 'string' ? example : JSON.stringify(example),
            download: false,
          });
        continue;
      }
      const sample = operationSample(doc, op);
      for (const l of SAMPLE_LANGUAGES)
        out.push({
          id: `${where} (${l.value})`,
          lang: l.value,
          code: l.render(sample),
          download: Boolean(sample.download),
          request: {doc: name, template: ref.path, sample},
        });
    }
  }
  return out;
}

/** The sample check's language for each language name of a fenced code block; other blocks are not checked. */
export const FENCE_LANGUAGES: Readonly<Record<string, SampleLanguage>> = {
  bash: 'curl',
  sh: 'curl',
  shell: 'curl',
  javascript: 'javascript',
  js: 'javascript',
  python: 'python',
  py: 'python',
  php: 'php',
  json: 'json',
};

/** A fenced code block of a page that is not a complete program (browser code, an excerpt), and why. */
export interface Fragment {
  /** The page, relative to the site root: `pitel_app/web/pitelsdk_web.mdx`. */
  page: string;
  /** The block's `title="…"`. */
  title: string;
  why: string;
}

/** The `title="…"` of a fenced code block's meta, if any. */
function fenceTitle(meta: string | null | undefined): string | undefined {
  return meta
    ?.match(/\btitle=(?:"([^"]*)"|'([^']*)')/)
    ?.slice(1)
    .find((t) => t !== undefined);
}

/**
 * The fenced code blocks of MDX pages in a language the check knows, as samples named
 * `page:line "title" (language)`, leaving out the listed fragments. Also returns the fragments that
 * matched no block, so that a stale entry is noticed.
 */
export function pageSamples(
  siteDir: string,
  pages: readonly string[],
  fragments: readonly Fragment[] = [],
): {samples: Sample[]; unusedFragments: Fragment[]} {
  const used = new Set<Fragment>();
  const samples: Sample[] = [];
  for (const page of pages) {
    const blocks: Code[] = [];
    visit(parsePage(path.join(siteDir, page)), 'code', (node) => void blocks.push(node));
    for (const block of blocks) {
      const lang = FENCE_LANGUAGES[block.lang ?? ''];
      if (!lang) continue;
      const title = fenceTitle(block.meta);
      const fragment = fragments.find((f) => f.page === page && f.title === title);
      if (fragment) {
        used.add(fragment);
        continue;
      }
      const where = `${page}:${block.position?.start.line ?? 0}${title ? ` "${title}"` : ''}`;
      // A block that shows a file of the repository (`file="…"`) is checked as the file it shows.
      const file = parseMeta(block.meta ?? '').file;
      const code = file === undefined ? block.value : fileBlockCode(file, block.value, where, siteDir);
      samples.push({id: `${where} (${block.lang})`, lang, code, download: false});
    }
  }
  return {samples, unusedFragments: fragments.filter((f) => !used.has(f))};
}

/** The samples of a folder of fixtures: the language from the extension, a download when the name says so. */
export function fixtureSamples(dir: string): Sample[] {
  const byExtension: Record<string, SampleLanguage> = {
    '.sh': 'curl',
    '.mjs': 'javascript',
    '.py': 'python',
    '.php': 'php',
    '.json': 'json',
  };
  return readdirSync(dir)
    .filter((f) => byExtension[path.extname(f)])
    .sort()
    .map((f) => ({
      id: f,
      lang: byExtension[path.extname(f)],
      code: readFileSync(path.join(dir, f), 'utf8'),
      download: f.includes('download'),
    }));
}

/**
 * Splits a shell command into words the way a POSIX shell quotes them (single quotes, double quotes
 * with backslash escapes, backslash outside quotes, `\`+newline as a continuation); `#` comment lines
 * are skipped. Throws when a quote is left open.
 */
function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: "'" | '"' | undefined;
  let atLineStart = true;
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else word += c;
      continue;
    }
    if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === '\\' && i + 1 < command.length && '"\\$`\n'.includes(command[i + 1])) word += command[++i];
      else word += c;
      continue;
    }
    if (atLineStart && c === '#') {
      while (i < command.length && command[i] !== '\n') i++;
      continue;
    }
    if (c === '\\') {
      if (command[i + 1] === '\n') i++;
      else {
        word = (word ?? '') + (command[i + 1] ?? '');
        i++;
      }
      atLineStart = false;
      continue;
    }
    if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      atLineStart = c === '\n' || (atLineStart && c !== '\n');
      continue;
    }
    atLineStart = false;
    if (c === "'" || c === '"') {
      quote = c;
      word ??= '';
    } else word = (word ?? '') + c;
  }
  if (quote) throw new Error(`unbalanced ${quote === "'" ? 'single' : 'double'} quote`);
  if (word !== undefined) words.push(word);
  return words;
}

/** The JSON bodies a sample sends: curl's `-d`/`--data*` argument, PHP's `<<<'JSON'` block. */
function jsonBodies(sample: Sample, words?: string[]): string[] {
  if (sample.lang === 'json') return [sample.code];
  if (sample.lang === 'curl' && words) {
    // `-d @file` sends a file's content, which is checked where the file is shown (`--data-raw` never reads a file).
    return words.flatMap((w, i) => {
      const value = words[i + 1];
      if (value === undefined || !/^(?:-d|--data(?:-raw|-binary)?)$/.test(w)) return [];
      return value.startsWith('@') && w !== '--data-raw' ? [] : [value];
    });
  }
  if (sample.lang === 'php') return [...sample.code.matchAll(/<<<'JSON'\n([\s\S]*?)\nJSON;/g)].map((m) => m[1]);
  return [];
}

/** What a sample of a file download must do, and must not do, per language. */
const DOWNLOAD_RULES: Record<Exclude<SampleLanguage, 'json'>, {saves: RegExp; parses: RegExp}> = {
  curl: {saves: /(?:^|\s)(?:-o|--output)\s/, parses: /\|\s*(?:jq|python3?\s+-m\s+json)/},
  javascript: {saves: /\bwriteFile(?:Sync)?\(/, parses: /\.json\(\)|JSON\.parse\(/},
  python: {saves: /open\([^)]*["']wb["']\)/, parses: /\.json\(\)|json\.loads\(/},
  php: {saves: /\bfile_put_contents\(/, parses: /\bjson_decode\(/},
};

/** Runs a command and resolves with its exit code and output. */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, env: {...process.env, ...env}});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}

/**
 * Parses every file given as an ES module (what \`node --check\` does for an .mjs file), then has the
 * TypeScript compiler list the names the parsed files use without defining or importing them, with
 * the Node.js globals known (diagnostics "Cannot find name …"). Prints JSON.
 */
const JS_CHECKER = `
const {readFileSync} = require('node:fs');
const vm = require('node:vm');
const ts = require(process.env.PITEL_TYPESCRIPT);
const out = [];
const parsed = [];
for (const file of process.argv.slice(1)) {
  try { new vm.SourceTextModule(readFileSync(file, 'utf8'), {identifier: file}); parsed.push(file); }
  catch (e) { out.push({file, message: 'JavaScript does not parse: ' + String(e && e.message)}); }
}
const UNDEFINED = new Set([2304, 2552, 2580, 2581, 2582, 2591, 2592, 2593]);
const program = ts.createProgram(parsed, {
  allowJs: true, checkJs: true, noEmit: true, skipLibCheck: true,
  target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts'], types: ['node'], typeRoots: [process.env.PITEL_TYPE_ROOTS],
});
for (const file of parsed) {
  const source = program.getSourceFile(file);
  const names = new Set(program.getSemanticDiagnostics(source)
    .filter((d) => UNDEFINED.has(d.code) && d.start !== undefined)
    .map((d) => source.text.slice(d.start, d.start + d.length)));
  if (names.size) out.push({file, message: 'uses undefined names: ' + [...names].sort().join(', ')});
}
process.stdout.write(JSON.stringify(out));
`;

/**
 * Compiles every file given with `py_compile`, then lists the names a file reads but never defines,
 * imports or gets from the builtins (from the symbol tables of the compiler). Prints JSON.
 */
const PY_CHECKER = `
import builtins, json, py_compile, symtable, sys
out = []
for path in sys.argv[1:]:
    try:
        py_compile.compile(path, doraise=True)
    except py_compile.PyCompileError as error:
        out.append({"file": path, "message": "Python does not compile: " + error.msg.strip().splitlines()[-1]})
        continue
    top = symtable.symtable(open(path, encoding="utf-8").read(), path, "exec")
    defined = {s.get_name() for s in top.get_symbols() if s.is_assigned() or s.is_imported() or s.is_namespace()}
    known = defined | set(dir(builtins))
    missing = set()
    def visit(table):
        for s in table.get_symbols():
            if s.is_referenced() and (table is top or s.is_global()) and s.get_name() not in known:
                missing.add(s.get_name())
        for child in table.get_children():
            visit(child)
    visit(top)
    if missing:
        out.append({"file": path, "message": "uses undefined names: " + ", ".join(sorted(missing))})
print(json.dumps(out))
`;

/** Checks samples; resolves with one message per problem (empty when all pass). */
export async function checkSamples(samples: Sample[]): Promise<string[]> {
  const problems: string[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'pitel-samples-'));
  const files: Record<'javascript' | 'python' | 'php', {file: string; sample: Sample}[]> = {
    javascript: [],
    python: [],
    php: [],
  };
  try {
    samples.forEach((sample, n) => {
      let words: string[] | undefined;
      if (sample.lang === 'curl') {
        try {
          words = shellWords(sample.code);
        } catch (e) {
          problems.push(`${sample.id}: ${(e as Error).message}`);
        }
      }
      for (const body of jsonBodies(sample, words)) {
        try {
          JSON.parse(body);
        } catch (e) {
          problems.push(`${sample.id}: JSON body does not parse: ${(e as Error).message}`);
        }
      }
      if (sample.lang !== 'json') {
        // The rule is about the Pitel token: a sample sending another service's token (a push service's, say) is not concerned.
        if (
          /YOUR_ACCESS_TOKEN/.test(sample.code) &&
          /\{\{API_HOST\}\}/.test(sample.code) &&
          !/from POST \/v\d+\/auth\/token\b/.test(sample.code)
        ) {
          problems.push(
            `${sample.id}: sends the token without naming the request that issues it (from POST /v1/auth/token or /v3/auth/token)`,
          );
        }
        if (sample.download) {
          const rule = DOWNLOAD_RULES[sample.lang];
          if (rule.parses.test(sample.code)) problems.push(`${sample.id}: parses a file download as JSON`);
          if (!rule.saves.test(sample.code)) problems.push(`${sample.id}: does not save the downloaded file`);
        }
      }
      if (sample.lang === 'javascript' || sample.lang === 'python' || sample.lang === 'php') {
        const file = path.join(dir, `sample-${n}${{javascript: '.mjs', python: '.py', php: '.php'}[sample.lang]}`);
        writeFileSync(file, sample.code);
        files[sample.lang].push({file, sample});
      }
    });
    const idOf = (lang: keyof typeof files, file: string) =>
      files[lang].find((f) => f.file === file)?.sample.id ?? file;

    const checks: Promise<void>[] = [];
    if (files.javascript.length) {
      checks.push(
        run(
          process.execPath,
          ['--experimental-vm-modules', '-e', JS_CHECKER, ...files.javascript.map((f) => f.file)],
          dir,
          {
            PITEL_TYPESCRIPT: require.resolve('typescript'),
            PITEL_TYPE_ROOTS: path.join(path.dirname(require.resolve('@types/node/package.json')), '..'),
          },
        ).then(({code, stdout, stderr}) => {
          if (code !== 0) throw new Error(`the JavaScript checker failed: ${stderr}`);
          for (const {file, message} of JSON.parse(stdout) as {file: string; message: string}[])
            problems.push(`${idOf('javascript', file)}: ${message}`);
        }),
      );
    }
    if (files.python.length) {
      checks.push(
        run('python3', ['-c', PY_CHECKER, ...files.python.map((f) => f.file)], dir).then(({code, stdout, stderr}) => {
          if (code !== 0) throw new Error(`the Python checker failed: ${stderr}`);
          for (const {file, message} of JSON.parse(stdout) as {file: string; message: string}[])
            problems.push(`${idOf('python', file)}: ${message}`);
        }),
      );
    }
    if (files.php.length) {
      checks.push(
        eachAtMost(files.php, Math.max(2, availableParallelism()), async (f) => {
          const {code, stdout, stderr} = await run('php', ['-l', f.file], dir);
          if (code !== 0)
            problems.push(
              `${f.sample.id}: PHP does not pass php -l: ${(stdout + stderr).split('\n').find((l) => /error/i.test(l)) ?? ''}`.trim(),
            );
        }),
      );
    }
    await Promise.all(checks);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  return problems.sort();
}
