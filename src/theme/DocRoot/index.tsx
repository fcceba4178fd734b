import React, {type ReactNode} from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {sectionOfPath} from '@site/src/config/sections';

type Props = WrapperProps<typeof DocRootType>;

/** Declares the language of the section (Vietnamese for the Vietnamese CRM guide) on <html>. */
export default function DocRootWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {lang} = sectionOfPath(decodeURI(pathname));
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
