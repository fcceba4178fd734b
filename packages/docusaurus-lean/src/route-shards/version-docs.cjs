/**
 * The second loader of route-shards (browser build only): the docs version data of each
 * section (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/<route>.json`, the `version` prop of
 * DocVersionRoot, @docusaurus/plugin-content-docs 3.10.2, `routes.ts`) keeps the ids of its `docs`
 * map, each doc reduced to the fields in the loader's `fields` option (none by default).
 *
 * That map holds every doc of the section (id, title, description, sidebar), and every first visit of
 * a doc page loads it, growing with every page (what the cut saves: bench/results/2026-11-25-first-visit.md,
 * "Later the same day: route shards and the docs version data"). In the
 * browser, its one reader is `useDocById` (plugin-content-docs `client/docsUtils.js`), which throws on
 * an unknown id; its one caller is the classic DocCard, which reads `description` (cards of a
 * category's docs: `DocCardList`, generated index pages). A site that renders no DocCard needs the ids
 * only; one that does keeps `description` (the layer's `docFields` option). The server build keeps the
 * whole map, so the HTML does not change.
 *
 * Guards: tests/e2e/route-shards.test.ts fails if any built page renders a DocCard (then pass
 * `docFields: ['description']`, which brings every doc's description back into the section's first visits);
 * tests/unit/route-shards.test.ts fails if another module of the classic theme reads the map (a site's
 * own code is checked against DROPPED_DATA_READERS, ./index.ts);
 * tests/unit/upstream.test.ts records the hashes of DocCard and docsUtils.js. A JSON file of another
 * shape (no `version.docs` map of objects) is passed through unchanged.
 */
'use strict';

/** The version data with each doc reduced to `fields`; anything else as it was. */
function trimVersionDocs(source, fields = []) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    return source;
  }
  const docs =
    data && typeof data === 'object' && data.version && typeof data.version === 'object'
      ? data.version.docs
      : undefined;
  if (
    !docs ||
    typeof docs !== 'object' ||
    Array.isArray(docs) ||
    !Object.values(docs).every((d) => d && typeof d === 'object')
  )
    return source;
  const trimmed = {};
  for (const [id, doc] of Object.entries(docs)) {
    trimmed[id] = {};
    for (const f of fields) if (doc[f] !== undefined) trimmed[id][f] = doc[f];
  }
  return JSON.stringify({...data, version: {...data.version, docs: trimmed}});
}

module.exports = function versionDocsLoader(source) {
  const options = this.getOptions ? this.getOptions() : {};
  return trimVersionDocs(source, options.fields ?? []);
};
module.exports.trimVersionDocs = trimVersionDocs;
