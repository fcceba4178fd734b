/**
 * The fixture site (../fixture) as a site that installs the package has it: the package is built and
 * packed as `npm publish` would pack it, and the tarball is unpacked into the fixture's
 * `node_modules/docusaurus-lean`, where the fixture's config finds it by name (checked: the fixture's own
 * package.json keeps Node from resolving the name to the package the fixture sits in, and its
 * node_modules comes before the workspace's link). The packages it needs, Docusaurus included, are the
 * repository's, folders up, as npm would have hoisted them. The fixture is then built with the layer and without it (`PERFORMANCE_LAYER=off`)
 * into .fixture-build/: the layered build again whenever the tarball differs, the stock one when missing
 * (`LEAN_FIXTURE_REBUILD=1` builds both again). Each build is served by a static server, and one
 * Chromium is shared by the test files.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {BrowserServer} from 'playwright-core';
import type {TestProject} from 'vitest/node';
import {launchBrowserServer, startStaticServer, type RunningServer} from '../support/servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The layered build of the fixture: its folder, and the address it is served at. */
    buildDir: string;
    baseUrl: string;
    /** The stock build of the fixture: its folder, and the address it is served at. */
    stockDir: string;
    stockUrl: string;
    /** The one Chromium the test files share (../support/browser.ts connects to it). */
    browserWSEndpoint: string;
  }
}

const PACKAGE = path.resolve(__dirname, '../..');
const FIXTURE = path.resolve(__dirname, '../fixture');
const INSTALLED = path.join(FIXTURE, 'node_modules/docusaurus-lean');
const BUILDS = path.join(PACKAGE, '.fixture-build');
const DOCUSAURUS = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

/** Builds the package, packs it, and unpacks the tarball into the fixture's node_modules; returns its checksum. */
function installTarball(): string {
  execFileSync('npm', ['run', 'build', '--silent'], {cwd: PACKAGE, stdio: 'inherit'});
  const dir = mkdtempSync(path.join(tmpdir(), 'docusaurus-lean-pack-'));
  try {
    const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], {
      cwd: PACKAGE,
      encoding: 'utf8',
    });
    const [{filename, shasum}] = JSON.parse(out) as {filename: string; shasum: string}[];
    rmSync(INSTALLED, {recursive: true, force: true});
    mkdirSync(INSTALLED, {recursive: true});
    // npm's tarballs hold the package under `package/`.
    execFileSync('tar', ['-xzf', path.join(dir, filename), '-C', INSTALLED, '--strip-components=1']);
    const found = createRequire(path.join(FIXTURE, 'docusaurus.config.ts')).resolve('docusaurus-lean');
    if (!found.startsWith(INSTALLED + path.sep)) throw new Error(`the fixture finds docusaurus-lean at ${found}`);
    return shasum;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** Builds the fixture into .fixture-build/<name> unless `stamp` (what it was built from) is the one there. */
function build(name: 'layered' | 'stock', stamp: string): string {
  const out = path.join(BUILDS, name);
  const stampFile = path.join(BUILDS, `${name}.stamp`);
  const built = existsSync(path.join(out, 'index.html')) && existsSync(stampFile);
  if (built && readFileSync(stampFile, 'utf8') === stamp && !process.env.LEAN_FIXTURE_REBUILD) return out;
  const env = {...process.env, PERFORMANCE_LAYER: name === 'stock' ? 'off' : 'on'};
  execFileSync(process.execPath, [DOCUSAURUS, 'build', FIXTURE, '--out-dir', out], {env, stdio: 'inherit'});
  writeFileSync(stampFile, stamp);
  return out;
}

let servers: RunningServer[] = [];
let browserServer: BrowserServer | undefined;

export async function setup(project: TestProject) {
  const tarball = installTarball();
  const [layered, stock] = [build('layered', tarball), build('stock', 'stock')];
  servers = await Promise.all([startStaticServer(layered), startStaticServer(stock)]);
  project.provide('buildDir', layered);
  project.provide('baseUrl', servers[0]!.url);
  project.provide('stockDir', stock);
  project.provide('stockUrl', servers[1]!.url);
  browserServer = await launchBrowserServer();
  project.provide('browserWSEndpoint', browserServer.wsEndpoint());
}

export async function teardown() {
  await browserServer?.close();
  await Promise.all(servers.map((s) => s.close()));
}
