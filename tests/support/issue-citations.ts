/**
 * Citations of this project's issues in its code and developers' docs ("issue 44", "(issue #35)"): the
 * repository has no tracker a reader could follow, so a comment says why, not which issue asked. An
 * upstream project's issue named with its project ("Docusaurus issue 9170") or by its address is a
 * reference a reader can follow, and is not reported.
 */
export interface IssueCitation {
  file: string;
  line: number;
  text: string;
}

/** "issue 44", "issues 35 and 36", "Issue #12". */
const CITATION = /\b[Ii]ssues? #?\d+/g;
/** Projects whose issues a reader can look up by number. */
const UPSTREAM = /\b(?:Docusaurus|Rspack|React|Mermaid|Prettier|ESLint|Node(?:\.js)?|GitHub|npm) $/;

export function issueCitations(file: string, text: string): IssueCitation[] {
  const found: IssueCitation[] = [];
  text.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(CITATION)) {
      const before = line.slice(0, match.index);
      if (UPSTREAM.test(before) || /https?:\/\/\S*$/.test(before)) continue;
      found.push({file, line: i + 1, text: match[0]});
    }
  });
  return found;
}
