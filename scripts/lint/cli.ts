/**
 * Writers' lint of the MDX pages (./content.ts; rules in ./rules.ts and ./shared-facts.ts).
 * Usage: tsx scripts/lint/cli.ts [FILE...]   (default: every page of every section)
 */
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {formatProblem, lintPage} from './content';

async function main() {
  const files = process.argv.length > 2 ? process.argv.slice(2) : mdxFiles(contentDirs);
  let problems = 0;
  for (const file of files) {
    for (const p of await lintPage(file)) {
      console.log(formatProblem(p));
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
