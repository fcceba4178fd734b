/**
 * `npm run check:editions` (scripts/editions/stale.ts) on a repository the test makes: a Vietnamese page
 * is reported once its English edition changes after it, no longer once it changes itself or a commit
 * marks it checked, and a mark for another page clears nothing.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {formatReport, readHistory, staleEditions, type EditionPair} from '../../scripts/editions/stale';

const repo = mkdtempSync(path.join(tmpdir(), 'editions-'));
afterAll(() => rmSync(repo, {recursive: true, force: true}));

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Writer',
      GIT_AUTHOR_EMAIL: 'writer@example.com',
      GIT_COMMITTER_NAME: 'Writer',
      GIT_COMMITTER_EMAIL: 'writer@example.com',
    },
  });

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
  writeFileSync(path.join(repo, file), text);
}

function commit(message: string, files: Record<string, string> = {}) {
  for (const [file, text] of Object.entries(files)) write(file, text);
  git('add', '-A');
  git('commit', '--allow-empty', '-q', '-m', message);
  return git('rev-parse', 'HEAD').trim();
}

const queue: EditionPair = {en: 'guide/en/queue.mdx', vi: 'guide/vi/queue.mdx'};
const user: EditionPair = {en: 'guide/en/user.mdx', vi: 'guide/vi/user.mdx'};
const fresh: EditionPair = {en: 'guide/en/new.mdx', vi: 'guide/vi/new.mdx'};
const report = () =>
  staleEditions(readHistory(repo), [queue, user, fresh]).map((s) => ({
    vi: s.vi,
    since: s.since.subject,
    changes: s.englishChanges.map((c) => c.subject),
  }));

describe('check:editions', () => {
  git('init', '-q');

  it('reports nothing while every Vietnamese page changed last', () => {
    commit('Both guides', {[queue.en]: 'Queue', [queue.vi]: 'Hàng chờ', [user.en]: 'Users', [user.vi]: 'Người dùng'});
    expect(report()).toEqual([]);
  });

  it('reports a Vietnamese page once its English edition changes, with every English commit since', () => {
    commit('Queue: a new step', {[queue.en]: 'Queue, step 2'});
    commit('Queue: a typo', {[queue.en]: 'Queue, step 2.'});
    expect(report()).toEqual([{vi: queue.vi, since: 'Both guides', changes: ['Queue: a typo', 'Queue: a new step']}]);
  });

  it('clears a page when its Vietnamese edition changes', () => {
    commit('Hàng chờ: bước mới', {[queue.vi]: 'Hàng chờ, bước 2'});
    expect(report()).toEqual([]);
  });

  it('clears a page marked checked by a trailer, without editing it, and no other page', () => {
    commit('Users: wording', {[user.en]: 'Users.'});
    commit('Queue: wording', {[queue.en]: 'Queue, step 2!'});
    expect(report().map((r) => r.vi)).toEqual([queue.vi, user.vi]);
    commit(`Read the English wording changes\n\nEdition-checked: ${user.vi}`);
    expect(report()).toEqual([{vi: queue.vi, since: 'Hàng chờ: bước mới', changes: ['Queue: wording']}]);
  });

  it('takes several pages in one trailer, and leaves out a page never committed', () => {
    commit(`Checked\n\nEdition-checked: ${queue.vi}, ${user.vi}`);
    write(fresh.en, 'New');
    expect(report()).toEqual([]);
  });

  it('says in the report which page is behind, since when, and which commits to read', () => {
    commit('Users: a new field', {[user.en]: 'Users, field'});
    const stale = staleEditions(readHistory(repo), [queue, user]);
    const lines = formatReport(stale, 2)
      .split('\n')
      .map((l) =>
        l
          .replace(/[0-9a-f]{10} \d{4}-\d{2}-\d{2}/, '<commit> <date>')
          .replace(/\(\d{4}-\d{2}-\d{2}\)/, '(<date>)')
          .replace(/since [0-9a-f]{10}/, 'since <commit>'),
      );
    expect(lines).toMatchInlineSnapshot(`
      [
        "1 of 2 Vietnamese pages are behind their English editions.",
        "",
        "guide/vi/user.mdx",
        "  behind guide/en/user.mdx since <commit> (<date>):",
        "    <commit> <date> Users: a new field",
        "",
      ]
    `);
  });
});
