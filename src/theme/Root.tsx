import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import {usePageLang} from '@site/src/components/usePageLang';
import {setRenderLang} from '@site/src/plugins/page-lang/client/render-lang';

type Props = WrapperProps<typeof RootType>;

/**
 * Sets the language of the theme's strings for the page about to render (src/plugins/page-lang), above
 * every page, doc or not: Vietnamese on the Vietnamese sections, English elsewhere.
 */
export default function RootWrapper(props: Props): ReactNode {
  setRenderLang(usePageLang());
  return <Root {...props} />;
}
