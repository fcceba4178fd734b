import {describe, expect, it, vi} from 'vitest';

vi.mock('@generated/routes', () => ({default: []}));
vi.mock('@generated/routesChunkNames', () => ({default: {}}));

const {chunkNamesOf, isSlowConnection} = await import('../../src/clientModules/idlePrefetch');

describe('idle prefetch', () => {
  it('collects every chunk name of a route, however deep', () => {
    expect(chunkNamesOf({__comp: 'a', __context: {plugin: 'b'}, content: 'c', __props: {x: {y: 'd'}}})).toEqual(['a', 'b', 'c', 'd']);
    expect(chunkNamesOf({})).toEqual([]);
  });

  it('treats 2G and Save-Data as slow, like Docusaurus', () => {
    const nav = (connection?: object) => ({connection}) as unknown as Navigator;
    expect(isSlowConnection(nav({effectiveType: 'slow-2g'}))).toBe(true);
    expect(isSlowConnection(nav({effectiveType: '2g'}))).toBe(true);
    expect(isSlowConnection(nav({effectiveType: '4g', saveData: true}))).toBe(true);
    expect(isSlowConnection(nav({effectiveType: '4g'}))).toBe(false);
    expect(isSlowConnection(nav())).toBe(false);
  });
});
