import {describe, expect, it} from 'vitest';
import {tslibHelpersUsed} from '../support/tslib-calls';

const helpers = ['__assign', '__importDefault', '__awaiter', '__rest'];

describe('tslib helper scan (guard of docusaurus-lean/lean-tslib)', () => {
  it('finds helpers called through a CommonJS require', () => {
    expect([...tslibHelpersUsed('var n=r(5),o=n.__importDefault(r(7));', helpers)]).toEqual(['__importDefault']);
  });

  it('finds helpers called through an ES-module import, which an older scan missed (broken fixture)', () => {
    const code = 'const a=(0,t.__assign)({},e),{x:b}=(0,t.__rest)(e,["x"]);';
    expect([...tslibHelpersUsed(code, helpers)].sort()).toEqual(['__assign', '__rest']);
  });

  it('ignores properties that are not tslib helpers', () => {
    expect([...tslibHelpersUsed('e.__docusaurus(1);window.__reactContainer$ab', helpers)]).toEqual([]);
  });
});
