import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import serverStubs, {SERVER_STUBS} from '../../src/plugins/server-stubs';
import mermaidStub from '../../src/plugins/server-stubs/mermaid-stub';

const configure = (isServer: boolean) =>
  (serverStubs().configureWebpack as (...args: unknown[]) => {resolve?: {alias?: Record<string, string>}})({}, isServer, {}, {});

describe('server-build stubs', () => {
  it('stubs Mermaid in the server build only', () => {
    expect(configure(true).resolve?.alias).toEqual(SERVER_STUBS);
    expect(configure(false)).toEqual({});
    expect(Object.keys(SERVER_STUBS)).toEqual(['mermaid$']);
  });

  it('points at stubs that exist and fail loudly when used', () => {
    for (const file of Object.values(SERVER_STUBS)) expect(existsSync(file), file).toBe(true);
    expect(() => (mermaidStub as {render: unknown}).render).toThrow(/not available while rendering pages on the server/);
  });

  it('is registered in the site config', () => {
    const names = (config.plugins ?? []).map((p) => (typeof p === 'function' ? p.name : null));
    expect(names).toContain('serverStubs');
  });
});
