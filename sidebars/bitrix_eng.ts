import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  bitrix_eng: [
    'index',
    {
      type: 'category',
      label: 'Setup',
      link: {type: 'doc', id: 'category/setup'},
      items: [
        'setup/install_app',
        'setup/obtain_apikey',
        'setup/first_config',
        'setup/config_telephony',
        'setup/trial',
      ],
    },
    'testing',
    'questions',
  ],
};

export default sidebars;
