/**
 * The layer's switch (src/index.ts): PERFORMANCE_LAYER turns every patch on, none,
 * or those named with what they need; a wrong value stops the build with the values it takes.
 */
import {describe, expect, it} from 'vitest';
import {LAYER_SWITCH, PATCH_IDS, layerPatches, performanceLayer} from '../../src';

const env = (value?: string) => (value === undefined ? {} : {[LAYER_SWITCH]: value});

describe('PERFORMANCE_LAYER', () => {
  it('turns every patch on when unset or "on", none when "off"', () => {
    expect(layerPatches(env())).toEqual(PATCH_IDS);
    expect(layerPatches(env('on'))).toEqual(PATCH_IDS);
    expect(layerPatches(env('off'))).toEqual([]);
    expect(performanceLayer(env('off'))).toEqual([]);
    expect(performanceLayer(env()).length).toBeGreaterThan(PATCH_IDS.length);
    expect(JSON.parse(JSON.stringify(performanceLayer(env())))).toEqual(performanceLayer(env()).map(() => null));
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
