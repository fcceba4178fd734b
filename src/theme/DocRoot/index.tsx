import React, {type ReactNode} from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import {usePageLang} from '@site/src/components/usePageLang';
import {setRenderLang} from '@site/src/plugins/page-lang/client/render-lang';

type Props = WrapperProps<typeof DocRootType>;

/**
 * Sets the language of the theme's strings again for the doc page being shown (src/theme/Root sets it
 * for the address the router is going to: while the next page loads, the current page is still the one
 * shown, and it keeps its own language).
 */
export default function DocRootWrapper(props: Props): ReactNode {
  setRenderLang(usePageLang());
  return <DocRoot {...props} />;
}
