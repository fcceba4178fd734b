/**
 * Writers' lint of the MDX pages (./content.ts; rules in ./rules.ts, ./marks.ts, ./voice.ts, ./length.ts and
 * ./shared-facts.ts).
 * Usage: tsx scripts/lint/cli.ts [FILE...]           (default: every page of every section, then
 *                                                    each section's average of marks a page)
 *        tsx scripts/lint/cli.ts --marks [FILE...]   uncertainty marks per page, then per section
 *                                                    (marks, words, marks per 1,000 words; WRITING.md)
 */
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {formatProblem, lintPage, parsePage} from './content';
import {pageVoice, sectionsOverAverage} from './voice';

function printMarks(files: string[]) {
  const bySection = new Map<string, {pages: number; marks: number; words: number; max: number}>();
  for (const file of files) {
    const {marks, words} = pageVoice(parsePage(file));
    console.log(`${String(marks).padStart(3)} ${String(words).padStart(6)} ${((marks * 1000) / Math.max(words, 1)).toFixed(1).padStart(5)}  ${file}`);
    const section = file.startsWith('guide/') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0];
    const s = bySection.get(section) ?? {pages: 0, marks: 0, words: 0, max: 0};
    bySection.set(section, {pages: s.pages + 1, marks: s.marks + marks, words: s.words + words, max: Math.max(s.max, marks)});
  }
  for (const [section, s] of bySection) {
    console.log(`${section}: ${s.pages} pages, ${s.marks} marks, ${(s.marks / s.pages).toFixed(1)} a page, ${((s.marks * 1000) / s.words).toFixed(1)} per 1,000 words, at most ${s.max} on a page`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const marks = args[0] === '--marks';
  const named = marks ? args.slice(1) : args;
  const files = named.length ? named : mdxFiles(contentDirs);
  if (marks) return printMarks(files);
  let problems = 0;
  for (const file of files) {
    for (const p of await lintPage(file)) {
      console.log(formatProblem(p));
      problems++;
    }
  }
  // The section averages need every page: checked on a whole run only.
  if (!named.length) {
    for (const line of sectionsOverAverage(files.map((file) => ({file, marks: pageVoice(parsePage(file)).marks})))) {
      console.log(`pitel-docs:mark-average  ${line}`);
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
