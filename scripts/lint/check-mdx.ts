/**
 * A writer's check of a few pages: the content lint (./content.ts, the same rules as
 * `npm run lint:content`) on the files named, with each page's word count.
 * Usage: npm run check:mdx -- FILE...
 */
import {readFileSync} from 'node:fs';
import {formatProblem, lintPage} from './content';

/** Words of the page's text: front matter and code blocks left out. */
export function wordCount(text: string): number {
  return text
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

async function main() {
  const files = process.argv.slice(2);
  if (!files.length) throw new Error('Usage: npm run check:mdx -- FILE...');
  let failed = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const problems = await lintPage(file, text);
    const words = `${wordCount(text)} words`;
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
