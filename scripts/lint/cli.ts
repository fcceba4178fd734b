/**
 * Writers' lint of the MDX pages (./content.ts, which runs the rules of this folder's other files).
 * Usage: tsx scripts/lint/cli.ts [FILE...]           (default: every page of every section and every
 *                                                    changelog entry, then each section's average of marks a page)
 *        tsx scripts/lint/cli.ts --marks [FILE...]   uncertainty marks per page, then per section
 *                                                    (marks, words, marks per 1,000 words; WRITING.md)
 *        tsx scripts/lint/cli.ts --doubts [FILE...]  doubts a reader meets outside the closing questions,
 *                                                    per page by form, then each section's average
 *        tsx scripts/lint/cli.ts --checks [FILE...]  checks on each admin page (the items of its checks section)
 *                                                    and the experiments worded outside it (in table cells
 *                                                    apart), then each section's totals (./portal-checks.ts)
 *        tsx scripts/lint/cli.ts --questions         each question of the main section (its id on /api/questions,
 *                                                    or a page's own) with the pages that raise it
 *        tsx scripts/lint/cli.ts --reference [--twins BUILD_DIR] [FILE...]
 *                                                    doubts on each API reference page, its generated
 *                                                    reference included (or on its built Markdown twin),
 *                                                    then the average, the worst pages and the limits
 * A question once per guide (./questions.ts) is checked over whole sections: the named pages' sections, or all.
 */
import type {Root} from 'mdast';
import {contentDirs, mdxFiles, sectionOfFile, siteRelative} from '../../src/config/content-files';
import {changelogFiles} from '../../src/config/changelog-files';
import {formatProblem, lintPage, parsePage, type Problem} from './content';
import {pageVoice, sectionsOverAverage} from './voice';
import {describeDoubts, pageDoubts, sectionsOverDoubtAverage} from './doubts';
import {maxQuestionsSectionAverage, pageQuestionCount, questionsOncePerGuide, questionsPerPage} from './questions';
import {apiQuestionsOnce, documentRaisings, questionIndex} from './api-questions';
import {checkRulesApply, maxChecksPerPage, pageChecks, strayExperiments} from './portal-checks';

/**
 * `pitel-docs:question-once-per-guide` and `pitel-docs:questions-per-page` over the sections of `files` (every
 * page of each), reported on `files` only.
 */
function questionProblems(files: readonly string[], tree: (file: string) => Root): Problem[] {
  const named = new Set(files.map(siteRelative));
  const dirs = [...new Set([...named].map((f) => sectionOfFile(f)?.path).filter((d): d is string => !!d))];
  const pages = mdxFiles(dirs).map((file) => ({file, tree: tree(file)}));
  return [
    ...questionsOncePerGuide(pages),
    ...questionsPerPage(pages),
    ...apiQuestionsOnce(pages, documentRaisings()),
  ].filter((p) => named.has(p.file));
}
import {
  isReferencePage,
  maxReferenceDoubtAverage,
  maxReferenceDoubtsPerPage,
  referenceDoubts,
  referenceOverAverage,
  referenceSummary,
  twinDoubts,
  twinOfPage,
  twinTree,
  withReference,
} from './reference';

function printDoubts(files: string[]) {
  const bySection = new Map<string, {pages: number; doubts: number; max: number; maxFile: string; questions: number}>();
  for (const file of files) {
    const tree = parsePage(file);
    const c = pageDoubts(tree);
    const q = pageQuestionCount(tree, file);
    console.log(
      `${String(c.total).padStart(3)} ${String(q).padStart(3)}q  ${file}${c.total ? `  (${describeDoubts(c)})` : ''}`,
    );
    const section = sectionOfFile(file)?.id ?? file.split('/')[0];
    const s = bySection.get(section) ?? {pages: 0, doubts: 0, max: 0, maxFile: '', questions: 0};
    bySection.set(section, {
      pages: s.pages + 1,
      doubts: s.doubts + c.total,
      // Every question the section asks, once: the pages' own and the questions page's.
      questions: s.questions + q,
      ...(c.total >= s.max ? {max: c.total, maxFile: file} : {max: s.max, maxFile: s.maxFile}),
    });
  }
  for (const [section, s] of bySection) {
    console.log(
      `${section}: ${s.pages} pages, ${s.doubts} doubts outside the closing questions, ${(s.doubts / s.pages).toFixed(1)} a page, worst ${s.max} (${s.maxFile}); ${s.questions} questions, ${(s.questions / s.pages).toFixed(1)} a page (at most ${maxQuestionsSectionAverage})`,
    );
  }
}

/** Each admin page's checks and its experiments outside the checks section (in table cells apart), then each section's totals. */
function printChecks(files: string[]) {
  const bySection = new Map<string, {pages: number; checks: number; stray: number; over: number}>();
  for (const file of files.filter(checkRulesApply)) {
    const tree = parsePage(file);
    const checks = pageChecks(tree);
    const stray = strayExperiments(tree);
    const cells = stray.filter((e) => e.inCell).length;
    console.log(
      `${String(checks).padStart(3)} ${String(stray.length).padStart(3)} outside (${cells} in cells)  ${file}${checks > maxChecksPerPage ? '  OVER' : ''}`,
    );
    const section = sectionOfFile(file)?.path ?? file;
    const s = bySection.get(section) ?? {pages: 0, checks: 0, stray: 0, over: 0};
    bySection.set(section, {
      pages: s.pages + 1,
      checks: s.checks + checks,
      stray: s.stray + stray.length,
      over: s.over + (checks > maxChecksPerPage ? 1 : 0),
    });
  }
  for (const [section, s] of bySection)
    console.log(
      `${section}: ${s.pages} pages, ${s.checks} checks, ${s.stray} experiments outside the checks sections, ${s.over} pages over ${maxChecksPerPage} checks`,
    );
}

function printMarks(files: string[]) {
  const bySection = new Map<string, {pages: number; marks: number; words: number; max: number}>();
  for (const file of files) {
    const {marks, words} = pageVoice(parsePage(file));
    console.log(
      `${String(marks).padStart(3)} ${String(words).padStart(6)} ${((marks * 1000) / Math.max(words, 1)).toFixed(1).padStart(5)}  ${file}`,
    );
    const section = file.startsWith('guide/') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0];
    const s = bySection.get(section) ?? {pages: 0, marks: 0, words: 0, max: 0};
    bySection.set(section, {
      pages: s.pages + 1,
      marks: s.marks + marks,
      words: s.words + words,
      max: Math.max(s.max, marks),
    });
  }
  for (const [section, s] of bySection) {
    console.log(
      `${section}: ${s.pages} pages, ${s.marks} marks, ${(s.marks / s.pages).toFixed(1)} a page, ${((s.marks * 1000) / s.words).toFixed(1)} per 1,000 words, at most ${s.max} on a page`,
    );
  }
}

/** The doubts of every reference page, counted on the page with its reference rendered, or on its built twin. */
function printReference(files: string[], buildDir?: string) {
  const pages: {file: string; doubts: number}[] = [];
  for (const file of files.filter(isReferencePage)) {
    let c;
    let q;
    if (buildDir) {
      const twin = twinOfPage(file, buildDir);
      if (twin === undefined) {
        console.log(`  -      ${file}  (no twin in ${buildDir})`);
        continue;
      }
      c = twinDoubts(twin);
      q = pageQuestionCount(twinTree(twin), file);
    } else {
      const tree = parsePage(file);
      c = referenceDoubts(tree, file);
      q = pageQuestionCount(withReference(tree, process.cwd(), file), file);
    }
    pages.push({file, doubts: c.total});
    console.log(
      `${String(c.total).padStart(3)} ${String(q).padStart(3)}q  ${file}${c.total ? `  (${describeDoubts(c)})` : ''}`,
    );
  }
  const s = referenceSummary(pages);
  console.log(
    `the API reference${buildDir ? ` (twins in ${buildDir})` : ''}: ${s.pages} pages, ${s.average.toFixed(2)} doubts a page outside the closing questions (at most ${maxReferenceDoubtAverage}), worst ${s.max} (at most ${maxReferenceDoubtsPerPage}): ${s.worst.map((w) => `${w.doubts} ${w.file}`).join(', ')}`,
  );
}

async function main() {
  const args = process.argv.slice(2);
  const marks = args[0] === '--marks';
  const doubts = args[0] === '--doubts';
  const checks = args[0] === '--checks';
  const reference = args[0] === '--reference';
  if (args[0] === '--questions') {
    const pages = mdxFiles(['docs']).map((file) => ({file, tree: parsePage(file)}));
    for (const [key, where] of questionIndex(pages, documentRaisings()))
      console.log(`${key}\n  ${where.join('\n  ') || '(no page)'}`);
    return;
  }
  const twins = reference && args[1] === '--twins' ? args[2] : undefined;
  const named = reference ? args.slice(twins ? 3 : 1) : marks || doubts || checks ? args.slice(1) : args;
  const files = named.length
    ? named
    : [...mdxFiles(contentDirs), ...(marks || doubts || checks || reference ? [] : changelogFiles())];
  if (marks) return printMarks(files);
  if (doubts) return printDoubts(files);
  if (checks) return printChecks(files);
  if (reference) return printReference(files, twins);
  // The checks over many pages read each page's tree once (lintPage parses its own, which its rules run on).
  const trees = new Map<string, Root>();
  const tree = (file: string) => trees.get(file) ?? trees.set(file, parsePage(file)).get(file)!;
  let problems = 0;
  for (const file of files) {
    for (const p of await lintPage(file)) {
      console.log(formatProblem(p));
      problems++;
    }
  }
  for (const p of questionProblems(files, tree)) {
    console.log(formatProblem(p));
    problems++;
  }
  // The section averages need every page: checked on a whole run only.
  if (!named.length) {
    for (const line of sectionsOverAverage(files.map((file) => ({file, marks: pageVoice(tree(file)).marks})))) {
      console.log(`pitel-docs:mark-average  ${line}`);
      problems++;
    }
    for (const line of sectionsOverDoubtAverage(files.map((file) => ({file, doubts: pageDoubts(tree(file)).total})))) {
      console.log(`pitel-docs:doubt-average  ${line}`);
      problems++;
    }
    const reference = referenceOverAverage(
      files.filter(isReferencePage).map((file) => ({file, doubts: referenceDoubts(tree(file), file).total})),
    );
    if (reference) {
      console.log(`pitel-docs:reference-doubt-average  ${reference}`);
      problems++;
    }
  }
  console.log(`${problems ? 'FAIL' : 'ok  '} ${files.length} pages, ${problems} problems`);
  process.exitCode = problems ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
