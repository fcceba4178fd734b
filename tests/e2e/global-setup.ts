import {existsSync} from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startStaticServer, type RunningServer} from '../support/static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    buildDir: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}: run "npm run build" first (npm test does it for you).`);
  }
  server = await startStaticServer(buildDir);
  project.provide('baseUrl', server.url);
  project.provide('buildDir', buildDir);
}

export async function teardown() {
  await server?.close();
}
