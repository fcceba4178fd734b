/**
 * The third loader of route-shards (browser build only): the site's global data
 * (`.docusaurus/globalData.json`, in `main.js`) keeps no docs list. Each docs instance's entry
 * (@docusaurus/plugin-content-docs 3.10.2, `globalData.ts`) lists every doc of every version, with
 * its id, path and sidebar, in every first visit, growing with the pages: bench/results/2026-11-25-scale.md
 * ("Where the first visit still grows"). Here each version's `docs` becomes an empty list; its
 * name, path, main doc, sidebars (the navbar links' targets) and the instance's path and breadcrumbs
 * setting stay. The server build keeps the whole data, so the HTML does not change.
 *
 * In the browser the list has readers (`getActiveDocContext` in plugin-content-docs
 * `client/docsClientUtils.js`, for the active doc; `useLayoutDoc` in `client/docsUtils.js`, for a `doc`
 * navbar item; the versions dropdown; the version banner): the navbar's sidebar items are the layer's
 * fork (../theme/NavbarItem/DocSidebarNavbarItem.tsx), which reads the page's route instead, and an
 * instance any other reader needs keeps its lists (the loader's `keep` option, decided by
 * ./docs-data.ts from the site's versions, banners and navbar). Guards: tests/unit/route-shards.test.ts fails if another module of the classic theme starts
 * reading the active doc or a doc of the list (a site's own code and navbar are checked against
 * DROPPED_DATA_READERS, ./index.ts); tests/e2e/route-shards.test.ts checks the navbar's active item on
 * load and after a client-side navigation.
 */
'use strict';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * The global data with every docs version's `docs` list emptied, but those of the instances `keep`
 * names; anything else as it was.
 */
function trimGlobalDocs(source, keep = []) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    return source;
  }
  const instances = data && typeof data === 'object' ? data[DOCS_PLUGIN] : undefined;
  if (!instances || typeof instances !== 'object') return source;
  const trimmed = {};
  for (const [id, instance] of Object.entries(instances)) {
    if (keep.includes(id)) {
      trimmed[id] = instance;
      continue;
    }
    const versions = instance && Array.isArray(instance.versions) ? instance.versions : undefined;
    if (!versions || !versions.every((v) => v && Array.isArray(v.docs))) return source;
    trimmed[id] = {...instance, versions: versions.map((v) => ({...v, docs: []}))};
  }
  return JSON.stringify({...data, [DOCS_PLUGIN]: trimmed});
}

module.exports = function globalDocsLoader(source) {
  const options = this.getOptions ? this.getOptions() : {};
  return trimGlobalDocs(source, options.keep ?? []);
};
module.exports.trimGlobalDocs = trimGlobalDocs;
