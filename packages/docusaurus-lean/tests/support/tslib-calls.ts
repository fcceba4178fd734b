/**
 * Which tslib helpers a built bundle uses. Helper names are object properties, which minification
 * keeps, in every form a bundler emits: `t.__importDefault(m)` for CommonJS requires and
 * `(0,t.__assign)({}, a)` for ES-module imports. The guard of src/lean-tslib (../e2e/layer.test.ts).
 */
export function tslibHelpersUsed(code: string, helperNames: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const m of code.matchAll(/\.(__[A-Za-z]+)\b/g)) if (helperNames.includes(m[1])) used.add(m[1]);
  return used;
}
