/**
 * Lists the external links of the built site with the pages that use them. Not part of the tests
 * (there is no network in CI); run it where the network is reachable, with --check to request each
 * URL and report the ones that do not answer 2xx/3xx.
 *   npx tsx scripts/list-external-links.ts [--check] [build-dir]
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {pageUrl} from '../tests/support/link-check';

const args = process.argv.slice(2);
const check = args.includes('--check');
const buildDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'build');

const htmlFiles = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
  .filter((rel) => rel.endsWith('.html'))
  .map((rel) => path.join(buildDir, rel));

const links = new Map<string, Set<string>>();
for (const file of htmlFiles) {
  const page = pageUrl(buildDir, file);
  const parser = new Parser({
    onopentag(name, attrs) {
      const href = name === 'a' ? attrs.href : name === 'img' ? attrs.src : undefined;
      if (href && /^https?:\/\//i.test(href)) {
        if (!links.has(href)) links.set(href, new Set());
        links.get(href)!.add(page);
      }
    },
  });
  parser.write(readFileSync(file, 'utf8'));
  parser.end();
}

async function main() {
  const sorted = [...links.entries()].sort(([a], [b]) => a.localeCompare(b));
  let broken = 0;
  for (const [url, pages] of sorted) {
    let status = '';
    if (check) {
      try {
        const res = await fetch(url, {method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(15_000)});
        status = String(res.status);
        if (res.status >= 400) broken++;
      } catch (e) {
        status = `error: ${(e as Error).message}`;
        broken++;
      }
    }
    console.log(`${url}${status ? `  [${status}]` : ''}\n    ${[...pages].sort().join('\n    ')}`);
  }
  console.log(`\n${links.size} external URLs${check ? `, ${broken} not reachable` : ''}`);
  if (check && broken) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
