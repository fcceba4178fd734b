import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {sizedSidebars} from '../src/config/sidebar-size';

const sidebars: SidebarsConfig = {
  portal_callcenter_guide: [
    'index',
    {type: 'category', label: 'Getting started', items: ['dashboard']},
    {type: 'category', label: 'Monitoring', items: ['monitor_user', 'queue', 'monitor_callcenter']},
    {type: 'category', label: 'Campaigns', items: ['campaign-manual', 'campaign-autodial', 'category', 'dispo', 'callback']},
    {type: 'category', label: 'Customer data', items: ['list', 'custom-form', 'lead', 'dnc']},
    {
      type: 'category',
      label: 'Users and organisation',
      items: ['department', 'group', 'role', 'user', 'manager-user', 'manager-ext'],
    },
    {type: 'category', label: 'Call history and reports', items: ['cdrs', 'recording', 'report']},
  ],
};

export default sizedSidebars(sidebars);
