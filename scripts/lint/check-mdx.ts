/**
 * A writer's check of a few pages: the content lint (./content.ts, the same rules as
 * `npm run lint:content`) on the files named, with each page's words of prose (./length.ts: proseWords,
 * as the word budget counts them).
 * Usage: npm run check:mdx -- FILE...
 */
import {readFileSync} from 'node:fs';
import {formatProblem, lintPage, parsePage} from './content';
import {proseWords} from './length';

async function main() {
  const files = process.argv.slice(2);
  if (!files.length) throw new Error('Usage: npm run check:mdx -- FILE...');
  let failed = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const problems = await lintPage(file, text);
    const words = `${proseWords(parsePage(file, text))} words`;
    if (problems.length) failed++;
    console.log(
      problems.length
        ? `FAIL ${file} (${words})\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`
        : `ok   ${file} (${words})`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
