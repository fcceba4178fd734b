import {existsSync} from 'node:fs';
import path from 'node:path';
import type {BrowserServer} from 'playwright-core';
import type {TestProject} from 'vitest/node';
import {launchBrowserServer} from '../support/chromium';
import {startStaticServer, type RunningServer} from '../support/static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    buildDir: string;
    /** The one Chromium the browser tests share (tests/support/browser.ts connects to it). */
    browserWSEndpoint: string;
  }
}

let server: RunningServer | undefined;
let browserServer: BrowserServer | undefined;

export async function setup(project: TestProject) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}: run "npm run build" first (npm test does it for you).`);
  }
  server = await startStaticServer(buildDir);
  project.provide('baseUrl', server.url);
  project.provide('buildDir', buildDir);
  // One Chromium for every file: each file connects and opens its own contexts, instead of starting
  // a browser of its own, whose start costs CPU time on every file
  // (bench/results/2026-11-27-gate-time.md, "Figures the test code's comments carried").
  browserServer = await launchBrowserServer();
  project.provide('browserWSEndpoint', browserServer.wsEndpoint());
}

export async function teardown() {
  await browserServer?.close();
  await server?.close();
}
