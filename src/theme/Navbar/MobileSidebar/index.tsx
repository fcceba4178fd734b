/**
 * The mobile navbar drawer, built the first time a reader opens it. The classic theme builds it
 * right after hydration on every narrow screen, hidden, with the whole section sidebar in it
 * (about 400 elements on an API page), which is main-thread work on the phone for a menu most
 * readers never open.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useLockBodyScroll, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (mobileSidebar.shown) setOpened(true);
  }, [mobileSidebar.shown]);
  if (!mobileSidebar.shouldRender || !(opened || mobileSidebar.shown)) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
