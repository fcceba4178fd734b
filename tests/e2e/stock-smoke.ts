/**
 * The browser tests the gate runs on the stock build too (`npm run test:stock`, on `npm run build:stock`:
 * the performance layer off), so the site cannot stop working on stock Docusaurus unnoticed: every
 * route answers and hydrates without an error, navigation, the chrome and search in both languages.
 * `npm run check:next` tries the same set with each patch of the layer alone.
 */
export const STOCK_SMOKE = ['routes', 'hydration', 'chrome', 'vietnamese', 'search', 'behaviours'].map((name) => `tests/e2e/${name}.test.ts`);
