import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import {AddressLangProvider} from '@site/src/components/usePageLang';

type Props = WrapperProps<typeof RootType>;

/**
 * Provides the language of the router's address above everything (src/plugins/features/page-lang): the head
 * defaults (`<html lang>`) and src/theme/SiteMetadata follow it. Each page's layout provides its own
 * page's language again (src/theme/Layout/Provider).
 */
export default function RootWrapper(props: Props): ReactNode {
  return (
    <AddressLangProvider>
      <Root {...props} />
    </AddressLangProvider>
  );
}
