import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  bitrix_vie: [
    'index',
    {
      type: 'category',
      label: 'Ứng dụng kết nối mẫu',
      link: {type: 'doc', id: 'connector/index'},
      items: ['connector/install', 'connector/bitrix24', 'connector/test', 'connector/failures', 'connector/code'],
    },
    {
      type: 'category',
      label: 'Cài đặt',
      link: {type: 'doc', id: 'category/cai-dat'},
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
