import React, {type ReactNode} from 'react';
import LayoutProvider from '@theme-original/Layout/Provider';
import type LayoutProviderType from '@theme/Layout/Provider';
import type {WrapperProps} from '@docusaurus/types';
import {AddressLangProvider} from '@site/src/components/usePageLang';

type Props = WrapperProps<typeof LayoutProviderType>;

/**
 * Provides the language of the page this layout shows (src/plugins/features/page-lang), to its chrome, its
 * content and the theme's strings in them: the classic Layout renders everything of a page inside its
 * providers, and every page renders in a layout, doc or not (the not-found and crash pages too). Inside
 * the routes, the address is the page's own: during a client-side navigation the old page stays on
 * screen, in its language, until the next page's chunks are loaded, while src/theme/Root already follows
 * the new address. (A wrapper of the providers rather than of Layout itself: the bundler then keeps the
 * classic Layout as the root of the module it concatenates the layout into, where it was in `main.js`.)
 */
export default function LayoutProviderWrapper(props: Props): ReactNode {
  return (
    <AddressLangProvider>
      <LayoutProvider {...props} />
    </AddressLangProvider>
  );
}
