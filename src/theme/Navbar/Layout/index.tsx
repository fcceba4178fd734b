import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import OriginalLayout from '@theme-original/Navbar/Layout';
import type LayoutType from '@theme/Navbar/Layout';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The classic navbar, minus its hide-on-scroll machinery when `navbar.hideOnScroll` is off (as it is
 * here). The classic layout measures the navbar's height in a ref callback whatever the setting,
 * which forces a layout of the whole page in the middle of hydration (about 25 ms on a mid-range
 * phone). With hide-on-scroll on, the classic layout is used as it is.
 */
export default function NavbarLayout(props: Props): ReactNode {
  const {
    navbar: {hideOnScroll, style},
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  if (hideOnScroll) return <OriginalLayout {...props} />;
  return (
    <nav
      aria-label={translate({
        id: 'theme.NavBar.navAriaLabel',
        message: 'Main',
        description: 'The ARIA label for the main navigation',
      })}
      className={clsx(ThemeClassNames.layout.navbar.container, 'navbar', 'navbar--fixed-top', {
        'navbar--dark': style === 'dark',
        'navbar--primary': style === 'primary',
        'navbar-sidebar--show': mobileSidebar.shown,
      })}>
      {props.children}
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={mobileSidebar.toggle} />
      <NavbarMobileSidebar />
    </nav>
  );
}
