/**
 * Our postBuild steps run in turn (src/config/build-profile.ts, `inTurn`): one working set in memory at
 * a time, the precompression first, the Markdown twins alongside.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {inTurn} from '../../src/config/build-profile';
import precompress from '../../src/plugins/build/precompress';
import cspHashes from '../../src/plugins/build/csp-hashes';
import mcpBundle from '../../src/plugins/build/mcp-bundle';
import robots from '../../src/plugins/build/robots';
import socialCards from '../../src/plugins/build/social-cards';
import openapiDownloads from '../../src/plugins/build/openapi-downloads';
import postmanCollections from '../../src/plugins/build/postman-collections';
import search from '../../src/plugins/features/search';
import markdownTwins from '../../src/plugins/build/markdown-twins';

type Props = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** A plugin whose postBuild logs its start and end and takes `ms`. */
function step(name: string, log: string[], ms: number) {
  const plugin = () => ({
    name,
    async postBuild() {
      log.push(`${name} start`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name} end`);
    },
  });
  Object.defineProperty(plugin, 'name', {value: name});
  return plugin;
}

async function instance(plugin: unknown): Promise<Plugin> {
  return await (plugin as (c: LoadContext, o: unknown) => Promise<Plugin>)({} as LoadContext, {});
}

describe('postBuild steps in turn (src/config/build-profile.ts)', () => {
  it('runs the wrapped steps one after another, the first one first, and a step alongside at once', async () => {
    const log: string[] = [];
    const plugins = await Promise.all([
      instance(inTurn(step('search', log, 30), 'search')),
      instance(inTurn(step('twins', log, 50), 'twins', {alongside: true})),
      instance(inTurn(step('precompress', log, 20), 'precompress', {first: true})),
      instance(inTurn(step('cards', log, 10), 'cards')),
    ]);
    // As Docusaurus does: every hook at once.
    const hooks = plugins.map((p) => Promise.resolve(p.postBuild!({} as Props)));
    // Within that call, the first step and the one alongside have started (precompress takes its file
    // list there), and no step in turn has.
    expect([...log]).toEqual(['twins start', 'precompress start']);
    await Promise.all(hooks);
    const inTurnOnly = log.filter((l) => !l.startsWith('twins'));
    expect(inTurnOnly).toEqual([
      'precompress start',
      'precompress end',
      'search start',
      'search end',
      'cards start',
      'cards end',
    ]);
    // The twins started with the hooks, before the first step in turn ended.
    expect(log.indexOf('twins start')).toBeLessThan(log.indexOf('precompress end'));
  });

  it('passes an error on to the step that threw, and the next step still runs', async () => {
    const log: string[] = [];
    const failing = () => ({name: 'failing', postBuild: async () => Promise.reject(new Error('index failed'))});
    const [a, b] = await Promise.all([
      instance(inTurn(failing, 'failing')),
      instance(inTurn(step('cards', log, 5), 'cards')),
    ]);
    const results = await Promise.allSettled([a.postBuild!({} as Props), b.postBuild!({} as Props)]);
    expect(results[0]).toMatchObject({status: 'rejected', reason: new Error('index failed')});
    expect(results[1].status).toBe('fulfilled');
    expect(log).toEqual(['cards start', 'cards end']);
  });

  it('wraps every post-build step of the site config but the twins and the search index, which run alongside in workers', () => {
    const plugins = config.plugins ?? [];
    for (const original of [
      precompress,
      cspHashes,
      mcpBundle,
      robots,
      socialCards,
      openapiDownloads,
      postmanCollections,
    ]) {
      // Wrapped: a function of the same name (the scale bench finds plugins by name), not the module itself.
      expect(plugins, original.name).not.toContain(original);
      expect(
        plugins.some((p) => typeof p === 'function' && p.name === original.name),
        original.name,
      ).toBe(true);
    }
    expect(plugins).toContain(markdownTwins);
    expect(plugins).toContain(search);
  });
});
