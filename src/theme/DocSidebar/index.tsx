/**
 * The docs sidebar, without the desktop sidebar's round trip on phones. The classic theme
 * renders the desktop sidebar during hydration on every screen (its first client render must
 * match the server's HTML), then removes it once an effect finds a narrow window: on a phone that
 * hydrates and then tears down a hidden tree of up to 400 elements and 130 links. On a narrow
 * window we skip it from the first render; Preact then drops the server's hidden copy, and the
 * phone menu shows the sidebar as before.
 */
import React, {type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

/** The classic theme's breakpoint: above it the window counts as desktop. */
const DESKTOP_BREAKPOINT = 996;

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const narrowBeforeMeasure = windowSize === 'ssr' && ExecutionEnvironment.canUseDOM && window.innerWidth <= DESKTOP_BREAKPOINT;
  const desktop = windowSize === 'desktop' || (windowSize === 'ssr' && !narrowBeforeMeasure);
  return (
    <>
      {desktop && <DocSidebarDesktop {...props} />}
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
