import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {sizedSidebars} from '../src/config/sidebar-size';

const sidebars: SidebarsConfig = {
  portal_autocall_guide: [
    'index',
    {type: 'category', label: 'Getting started', items: ['dashboard', 'quicksetup']},
    {type: 'category', label: 'Campaigns', items: ['advanced_setup']},
    {type: 'category', label: 'Customer data', items: ['import_list', 'import_lead', 'dnc']},
    {type: 'category', label: 'Audio and scripts', items: ['audio', 'tts', 'script']},
    {type: 'category', label: 'Monitoring', items: ['monitor_autocall']},
    {type: 'category', label: 'Call history and reports', items: ['cdrs', 'report', 'exported_file']},
  ],
};

export default sizedSidebars(sidebars);
