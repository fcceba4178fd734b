/**
 * The theme files that are forks of Docusaurus code (not wrappers), and the private Docusaurus files
 * the site's patches depend on. For each, the hash of the upstream file as installed is recorded
 * here: a Docusaurus upgrade that changes one fails this test and names what to re-diff. Each fork
 * starts with a header naming its source file and the version it came from (CONTRIBUTING.md, "Upgrading
 * Docusaurus").
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');

interface Watched {
  /** The site's file that depends on the upstream file. */
  ours: string;
  /** The upstream file, as a package path. */
  upstream: string;
  sha256: string;
  /** Whether `ours` is a fork, which must carry a header naming `upstream` and its version. */
  fork: boolean;
}

export const WATCHED: Watched[] = [
  {
    // Percent-encoded canonical and hreflang addresses, and the page's own language in the alternates.
    ours: 'src/theme/SiteMetadata/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/SiteMetadata/index.tsx',
    sha256: '7fac14b58905630bd9e27e8fa2ed5b2fe26a9d009235e6fecdcfea1de3b59756',
    fork: true,
  },
  {
    ours: 'src/theme/SkipToContent/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/SkipToContent/index.tsx',
    sha256: '7b26f01611cfb8ec338e0117d2c8b03c1b2f2356f2e3fa47a23d7f241eed131e',
    fork: true,
  },
  {
    ours: 'src/theme/AnnouncementBar/Content/styles.module.css',
    upstream: '@docusaurus/theme-classic/src/theme/AnnouncementBar/Content/styles.module.css',
    sha256: '266df2dcb748ffda2282bb308d3ead35853a41571a7f5f59af8e7cdcbe704d77',
    fork: false,
  },
  {
    ours: 'src/plugins/code-blocks/theme/CodeBlock/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx',
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
    fork: true,
  },
  {
    ours: 'src/theme/Navbar/MobileSidebar/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/Navbar/MobileSidebar/index.tsx',
    sha256: 'bcdcffc2de5c5af3bbc779e27efca4589757359b72b7fa48fd0b60cd519423d7',
    fork: false,
  },
  {
    ours: 'src/theme/TabItem/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/TabItem/index.tsx',
    sha256: 'ae4551e4bf875551562f45828998dc22e58ca81f73badc96519deddf1b50a257',
    fork: true,
  },
  {
    ours: 'src/theme/TabItem/styles.module.css',
    upstream: '@docusaurus/theme-classic/src/theme/TabItem/styles.module.css',
    sha256: 'e1321924bc6c1a8eabda916c5418efc0c9bac50e3ca17127c9cda94f2736e4c6',
    fork: false,
  },
  {
    // The wrapper passes each tab's ids as the `attributes` the classic Tabs spreads onto the tab.
    ours: 'src/theme/Tabs/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/Tabs/index.tsx',
    sha256: '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8',
    fork: false,
  },
  {
    ours: 'src/plugins/code-blocks/index.ts',
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    fork: false,
  },
];

function upstreamFile(spec: string): string {
  const [scope, name, ...rest] = spec.split('/');
  return path.join(path.dirname(require.resolve(`${scope}/${name}/package.json`)), ...rest);
}

function versionOf(spec: string): string {
  const [scope, name] = spec.split('/');
  return JSON.parse(readFileSync(require.resolve(`${scope}/${name}/package.json`), 'utf8')).version;
}

describe('forks and private Docusaurus files', () => {
  it.each(WATCHED.map((w) => [w.upstream, w]))('%s is the version our code was written against', (_name, w) => {
    const hash = createHash('sha256').update(readFileSync(upstreamFile(w.upstream))).digest('hex');
    expect(
      hash,
      `${w.upstream} changed (now ${versionOf(w.upstream)}): re-diff ${w.ours} against it, then update its header and the hash in tests/unit/forks.test.ts`,
    ).toBe(w.sha256);
  });

  it.each(WATCHED.filter((w) => w.fork).map((w) => [w.ours, w]))('%s starts with a header naming its source and version', (_name, w) => {
    const head = readFileSync(path.join(root, w.ours), 'utf8').slice(0, 1500);
    expect(head).toContain(`Fork of ${w.upstream}`);
    expect(head).toContain(`Docusaurus ${versionOf(w.upstream)}`);
    expect(head).toMatch(/Changed:/);
    expect(head).toMatch(/Why:/);
  });
});
