import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  pitel_app: [
    'index',
    {
      type: 'category',
      label: 'Flutter SDK',
      link: {type: 'doc', id: 'category/flutter-sdk'},
      items: ['flutter/flutter_pitel_voip', 'flutter/push_notif', 'flutter/pitel_ui_kit', 'flutter/portal_guide'],
    },
    {
      type: 'category',
      label: 'React Native SDK',
      link: {type: 'doc', id: 'category/react-native-sdk'},
      items: ['react/push_notif', 'react/rn_pitel_demo', 'react/portal_guide'],
    },
    {
      type: 'category',
      label: 'Web SDK',
      link: {type: 'doc', id: 'category/web-sdk'},
      items: [
        'web/overview',
        'web/register_apikey',
        'web/get_pitel_token',
        'web/pitelsdk_web',
        'web/pitelsdk_ios',
        'web/pitelsdk_android',
      ],
    },
    'questions',
  ],
};

export default sidebars;
