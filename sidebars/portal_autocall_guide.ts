import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The guide's pages in task order; its Vietnamese edition has the same items (sidebars/portal_autocall_guide_vie.ts
 * reads them from the default export). This file exports its sidebars only: Docusaurus reads every export of a
 * sidebars file as a sidebar, and an exported `items` list became a second sidebar that the pages were
 * placed in, so the navbar never marked this guide's item active (tests/e2e/chrome.test.ts).
 */
const items = [
  {type: 'category', label: 'Getting started', items: ['index', 'dashboard', 'quicksetup']},
  {type: 'category', label: 'Campaigns', items: ['advanced_setup']},
  {type: 'category', label: 'Customer data', items: ['import_list', 'import_lead', 'dnc']},
  {type: 'category', label: 'Audio and scripts', items: ['audio', 'tts', 'script']},
  {type: 'category', label: 'Monitoring', items: ['monitor_autocall']},
  {type: 'category', label: 'Call history and reports', items: ['cdrs', 'report', 'exported_file']},
  'questions',
] satisfies SidebarsConfig[string];

const sidebars: SidebarsConfig = {portal_autocall_guide: items};

export default sidebars;
