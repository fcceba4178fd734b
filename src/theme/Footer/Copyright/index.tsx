/**
 * Wrapper of the classic theme's Footer/Copyright (@docusaurus/theme-classic 3.10.2): the copyright line
 * in the page's language, from src/config/vi-chrome.ts (themeConfig.footer.copyright holds the English).
 */
import React, {type ReactNode} from 'react';
import FooterCopyright from '@theme-original/Footer/Copyright';
import type FooterCopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import {usePageLang} from '@site/src/components/usePageLang';
import {chromeString} from '@site/src/plugins/features/page-lang/client/strings';

type Props = WrapperProps<typeof FooterCopyrightType>;

/** The copyright line of a language; the year is the build's. */
function copyrightLine(lang: 'en' | 'vi'): string {
  return chromeString('copyright', lang).replace('{year}', String(new Date().getFullYear()));
}

export default function FooterCopyrightWrapper(props: Props): ReactNode {
  const lang = usePageLang();
  return <FooterCopyright {...props} copyright={lang === 'vi' ? copyrightLine('vi') : props.copyright} />;
}
