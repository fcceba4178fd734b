import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The guide's pages in task order; its Vietnamese edition has the same items (sidebars/portal_callcenter_guide_vie.ts
 * reads them from the default export). This file exports its sidebars only: Docusaurus reads every export of a
 * sidebars file as a sidebar, and an exported `items` list became a second sidebar that the pages were
 * placed in, so the navbar never marked this guide's item active (tests/e2e/chrome.test.ts).
 */
const items = [
  {type: 'category', label: 'Getting started', items: ['index', 'dashboard']},
  {
    type: 'category',
    label: 'Setup',
    items: ['inbound-queues', 'department', 'group', 'role', 'user', 'manager-user', 'manager-ext'],
  },
  {type: 'category', label: 'Monitoring', items: ['monitor_user', 'queue', 'monitor_callcenter']},
  {
    type: 'category',
    label: 'Campaigns',
    items: ['campaign-manual', 'campaign-autodial', 'category', 'dispo', 'callback'],
  },
  {type: 'category', label: 'Customer data', items: ['list', 'custom-form', 'lead', 'dnc']},
  {type: 'category', label: 'Call history and reports', items: ['cdrs', 'recording', 'report']},
  'questions',
] satisfies SidebarsConfig[string];

const sidebars: SidebarsConfig = {portal_callcenter_guide: items};

export default sidebars;
