/**
 * Wrapper of the classic theme's Navbar/MobileSidebar (@docusaurus/theme-classic 3.10.2): the phone
 * menu is built the first time a reader opens it, then kept. The classic component builds it right
 * after hydration on every narrow screen, hidden, with the whole section sidebar in it (about 400
 * elements on an API page), which is main-thread work for a menu most readers never open.
 * Measured with `npm run bench:patches` (bench/results/2026-11-23-patches.md): without it, a first
 * visit to `/` at phone width and 4× CPU slowdown took 462 ms more main-thread time (median of 5).
 * Relies on `useNavbarMobileSidebar` from @docusaurus/theme-common/internal; tests/unit/forks.test.ts
 * watches the upstream component.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function NavbarMobileSidebarWhenOpened(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (shown) setOpened(true);
  }, [shown]);
  return opened || shown ? <NavbarMobileSidebar /> : null;
}
