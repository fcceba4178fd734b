/**
 * The variants `npm run bench:patches` builds come from the layer's own list of patches
 * (packages/docusaurus-lean, PATCHES): the site as it is, on stock, and without each patch.
 */
import {describe, expect, it} from 'vitest';
import {LAYER_SWITCH, PATCH_IDS, layerPatches} from 'docusaurus-lean';
import {variants} from '../../bench/patches';

const env = (value?: string) => (value === undefined ? {} : {[LAYER_SWITCH]: value});

describe('bench:patches variants', () => {
  it('build the site as it is, on stock, and without each patch, with what needs it', () => {
    const list = variants();
    expect(list.map((v) => v.id)).toEqual(['all', 'stock', ...PATCH_IDS]);
    for (const v of list.slice(2)) expect(layerPatches(env(v.layer))).not.toContain(v.id);
    const leanRuntime = list.find((v) => v.id === 'lean-runtime')!;
    expect(layerPatches(env(leanRuntime.layer))).not.toContain('route-shards');
    expect(leanRuntime.against).toBe('route-shards');
  });
});
