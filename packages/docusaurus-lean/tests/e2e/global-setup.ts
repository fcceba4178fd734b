/**
 * The fixture site (../fixture), built with the layer and without it (`PERFORMANCE_LAYER=off`) into
 * .fixture-build/ when not built yet (`LEAN_FIXTURE_REBUILD=1` builds again), each served by a static
 * server, and one Chromium the test files share. The servers and the browser are the repository's
 * test support.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {BrowserServer} from 'playwright-core';
import type {TestProject} from 'vitest/node';
import {launchBrowserServer} from '../../../../tests/support/chromium';
import {startStaticServer, type RunningServer} from '../../../../tests/support/static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stock build of the fixture: its folder, and the address it is served at. */
    stockDir: string;
    stockUrl: string;
  }
}

const FIXTURE = path.resolve(__dirname, '../fixture');
export const BUILDS = path.resolve(__dirname, '../../.fixture-build');

function build(name: 'layered' | 'stock'): string {
  const out = path.join(BUILDS, name);
  if (existsSync(path.join(out, 'index.html')) && !process.env.LEAN_FIXTURE_REBUILD) return out;
  const env = {...process.env, PERFORMANCE_LAYER: name === 'stock' ? 'off' : 'on'};
  execFileSync('npx', ['docusaurus', 'build', FIXTURE, '--out-dir', out], {env, stdio: 'inherit'});
  return out;
}

let servers: RunningServer[] = [];
let browserServer: BrowserServer | undefined;

export async function setup(project: TestProject) {
  const [layered, stock] = [build('layered'), build('stock')];
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
