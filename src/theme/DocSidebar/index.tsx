/**
 * The docs sidebar, without the desktop sidebar's round trip on phones (see useDesktopLayout):
 * on an API page that saves hydrating and then removing a hidden tree of about 400 elements and
 * 130 links. The phone menu shows the sidebar as before.
 */
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {useDesktopLayout} from '../../client/useDesktopLayout';

export default function DocSidebar(props: Props): ReactNode {
  const desktop = useDesktopLayout();
  const windowSize = useWindowSize();
  return (
    <>
      {desktop && <DocSidebarDesktop {...props} />}
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
