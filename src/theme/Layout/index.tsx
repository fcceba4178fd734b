import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLangOfAddress} from '@site/src/components/usePageLang';
import {PageLangProvider} from '@site/src/plugins/page-lang/client/page-lang-context';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Provides the language of the page this layout shows (src/plugins/page-lang), to its chrome, its
 * content and the theme's strings in them. Every page renders in a layout, doc or not (the not-found and
 * crash pages too). Inside the routes, the address is the page's own: during a client-side navigation
 * the old page stays on screen, in its language, until the next page's chunks are loaded, while
 * src/theme/Root already follows the new address.
 */
export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <PageLangProvider lang={useLangOfAddress()}>
      <Layout {...props} />
    </PageLangProvider>
  );
}
