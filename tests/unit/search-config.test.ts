/**
 * With `search-tokenize.test.ts`, `search-index.test.ts`, `search-client.test.ts`: The search
 * tokenizer (folding, words, stems), index, ranking, client and the Algolia switch.
 */
import {afterAll, afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';
import searchPlugin from '../../src/plugins/features/search';

const KEYS = {ALGOLIA_APP_ID: 'APPID123', ALGOLIA_API_KEY: 'search-only-key', ALGOLIA_INDEX_NAME: 'pitel_docs'};

async function loadConfig(env: Partial<typeof KEYS>): Promise<Config> {
  for (const name of Object.keys(KEYS)) vi.stubEnv(name, env[name as keyof typeof KEYS] ?? '');
  vi.resetModules();
  return (await import('../../docusaurus.config')).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});
// The unit files of a worker share their modules (vitest.config.mts): the config loaded last here, with
// the Algolia variables set, must not be the one the worker's next files import.
afterAll(() => {
  vi.resetModules();
});

describe('search switch in docusaurus.config.ts', () => {
  it('uses the offline search without the Algolia variables', async () => {
    const config = await loadConfig({});
    expect((config.themeConfig as Record<string, unknown>).algolia).toBeUndefined();
    expect(config.plugins?.map((p) => (typeof p === 'function' ? p.name : p))).toContain(searchPlugin.name);
    expect(JSON.stringify(config.themes ?? [])).not.toMatch(/easyops|search-local/);
  });

  it('stays offline when one of the three variables is missing', async () => {
    const config = await loadConfig({ALGOLIA_APP_ID: KEYS.ALGOLIA_APP_ID, ALGOLIA_API_KEY: KEYS.ALGOLIA_API_KEY});
    expect((config.themeConfig as Record<string, unknown>).algolia).toBeUndefined();
    expect(config.plugins?.map((p) => (typeof p === 'function' ? p.name : p))).toContain(searchPlugin.name);
  });

  it('switches to Algolia DocSearch with contextual search when all three are set', async () => {
    const config = await loadConfig(KEYS);
    expect((config.themeConfig as Record<string, unknown>).algolia).toMatchObject({
      appId: KEYS.ALGOLIA_APP_ID,
      apiKey: KEYS.ALGOLIA_API_KEY,
      indexName: KEYS.ALGOLIA_INDEX_NAME,
      contextualSearch: true,
    });
    expect(config.plugins?.map((p) => (typeof p === 'function' ? p.name : p))).not.toContain(searchPlugin.name);
  });
});
