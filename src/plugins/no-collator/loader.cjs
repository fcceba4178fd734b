/**
 * Rspack loader: rewrites `A.localeCompare(B)` in the Docusaurus client modules it is given to a
 * plain code-point comparison. See ./index.ts for why.
 *
 * Plain JavaScript because Rspack requires loaders with Node's own `require`.
 */
'use strict';

/** An operand: a member or index chain such as `a`, `a[0]`, `b[1].path`, `tag1.label`. */
const OPERAND = String.raw`[\w$]+(?:\.[\w$]+|\[\d+\])*`;
const CALL = new RegExp(String.raw`(${OPERAND})\.localeCompare\((${OPERAND})\)`, 'g');
const HELPER = '__pitelCodePointCompare';

/**
 * Returns the source with every `A.localeCompare(B)` replaced, and how many were replaced. A call
 * whose operands are not simple chains is left alone and reported, so that a Docusaurus upgrade
 * that changes one cannot slip through unnoticed.
 */
function replaceLocaleCompare(source) {
  let count = 0;
  const out = source.replace(CALL, (_m, a, b) => {
    count += 1;
    return `${HELPER}(${a}, ${b})`;
  });
  const left = (out.match(/\.localeCompare\(/g) || []).length;
  if (!count) return {code: source, count, left};
  const helper = `function ${HELPER}(a, b) { return a < b ? -1 : a > b ? 1 : 0; }\n`;
  return {code: helper + out, count, left};
}

module.exports = function noCollatorLoader(source) {
  const {code, left} = replaceLocaleCompare(source);
  if (left) this.emitError(new Error(`${this.resourcePath}: ${left} localeCompare call(s) this loader cannot rewrite`));
  return code;
};
module.exports.replaceLocaleCompare = replaceLocaleCompare;
