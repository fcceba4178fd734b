/**
 * The performance layer's switch (src/plugins/performance): PERFORMANCE_LAYER turns every patch on, none,
 * or those named with what they need; a wrong value stops the build with the values it takes. And the
 * variants `npm run bench:patches` builds come from the same list of patches.
 */
import {describe, expect, it} from 'vitest';
import {LAYER_SWITCH, PATCH_IDS, layerPatches, performanceLayer} from '../../src/plugins/performance';
import {variants} from '../../bench/patches';

const env = (value?: string) => (value === undefined ? {} : {[LAYER_SWITCH]: value});

describe('PERFORMANCE_LAYER', () => {
  it('turns every patch on when unset or "on", none when "off"', () => {
    expect(layerPatches(env())).toEqual(PATCH_IDS);
    expect(layerPatches(env('on'))).toEqual(PATCH_IDS);
    expect(layerPatches(env('off'))).toEqual([]);
    expect(performanceLayer(env('off'))).toEqual([]);
    expect(performanceLayer(env()).length).toBeGreaterThan(PATCH_IDS.length);
  });

  it("turns on the patches named, with those they need, in the layer's order", () => {
    expect(layerPatches(env('lean-css'))).toEqual(['lean-css']);
    expect(layerPatches(env('route-shards, lean-tslib'))).toEqual(['lean-tslib', 'lean-runtime', 'route-shards']);
  });

  it('stops on a value it does not know, naming the ones it takes', () => {
    expect(() => layerPatches(env('yes'))).toThrowErrorMatchingInlineSnapshot(
      `[Error: PERFORMANCE_LAYER=yes: unknown yes. Write "on" (the default), "off" (stock Docusaurus underneath), or patches among lean-tslib, lean-css, page-chunks, lean-runtime, route-shards]`,
    );
  });
});

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
