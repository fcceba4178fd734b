/**
 * Stands in for the classic theme's client module that loads Prism and its extra grammars in the
 * browser (see ./index.ts): code is highlighted at build time, so the browser needs neither.
 */
export {};
