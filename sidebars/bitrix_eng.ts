import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  bitrix_eng: [
    'index',
    {
      type: 'category',
      label: 'Reference connector',
      link: {type: 'doc', id: 'connector/index'},
      items: ['connector/install', 'connector/bitrix24', 'connector/test', 'connector/failures', 'connector/code'],
    },
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
