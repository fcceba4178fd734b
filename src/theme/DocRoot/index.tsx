import React, {type ReactNode} from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {usePageLang} from '@site/src/components/usePageLang';

type Props = WrapperProps<typeof DocRootType>;

/** Declares the language of the section (Vietnamese for the Vietnamese CRM guide) on <html>. */
export default function DocRootWrapper(props: Props): ReactNode {
  const lang = usePageLang();
  return (
    <>
      {lang !== 'en' && (
        <Head>
          <html lang={lang} />
        </Head>
      )}
      <DocRoot {...props} />
    </>
  );
}
