/**
 * The search index in a thread of its own (./index.ts runs it in a Tinypool worker): ./index-job.ts,
 * loaded through jiti, as Docusaurus loads the site's config and plugins.
 */
const load = require('jiti')(__filename);

module.exports = (job) => load('./index-job.ts').writeSearchIndex(job);
