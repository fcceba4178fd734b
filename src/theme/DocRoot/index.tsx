import React, {type ReactNode} from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import {usePageLang} from '@site/src/components/usePageLang';
import {setCodeTranslationsLang} from '@site/src/plugins/page-lang/client/code-translations';

type Props = WrapperProps<typeof DocRootType>;

/**
 * Sets the language of the theme's strings again for the doc page being shown (src/theme/Root sets it
 * for the address the router is going to: while the next page loads, the current page is still the one
 * shown, and it keeps its own language). `<html lang>` is set by src/theme/SiteMetadata.
 */
export default function DocRootWrapper(props: Props): ReactNode {
  setCodeTranslationsLang(usePageLang());
  return <DocRoot {...props} />;
}
