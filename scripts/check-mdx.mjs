#!/usr/bin/env node
// Quick writer's check: compiles each MDX file the way the site does (MDX + GFM + directives),
// and reports syntax errors, a missing title, and the word count. Usage: node scripts/check-mdx.mjs FILE...
import {readFileSync} from 'node:fs';
import matter from 'gray-matter';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

let failed = 0;
for (const file of process.argv.slice(2)) {
  const raw = readFileSync(file, 'utf8');
  let fm;
  try {
    fm = matter(raw);
  } catch (e) {
    console.log(`FAIL ${file}: front matter: ${e.message}`);
    failed++;
    continue;
  }
  const problems = [];
  if (!fm.data.title) problems.push('no title in front matter');
  if (/^# /m.test(fm.content.replace(/```[\s\S]*?```/g, ''))) problems.push('body has an h1 (the title is the h1)');
  try {
    const expressions = [];
    const collect = () => (tree) => {
      const walk = (node) => {
        if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) {
          expressions.push(`{${node.value}} at line ${node.position?.start.line}`);
        }
        (node.children ?? []).forEach(walk);
      };
      walk(tree);
    };
    // Like Docusaurus with mdx1Compat.headingIds: `## Title {#id}` is an id, not an expression.
    const body = fm.content.replace(/^(#{1,6} .*?)\s*\\?\{#([\w-]+)\}\s*$/gm, '$1');
    await compile(body, {remarkPlugins: [remarkGfm, remarkDirective, collect]});
    for (const e of expressions) problems.push(`JSX expression in prose (escape the braces or use backticks): ${e}`);
  } catch (e) {
    problems.push(`MDX: ${e.message} (line ${e.line ?? e.place?.line ?? '?'})`);
  }
  const words = fm.content
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (problems.length) {
    failed++;
    console.log(`FAIL ${file} (${words} words)\n  - ${problems.join('\n  - ')}`);
  } else {
    console.log(`ok   ${file} (${words} words)`);
  }
}
process.exit(failed ? 1 : 0);
