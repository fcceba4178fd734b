/** The table of contents column, skipped on phones from the first render (see useDesktopLayout). */
import React, {type ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import {useDesktopLayout} from '../../../../client/useDesktopLayout';

export default function DocItemTOCDesktopOnDesktop(): ReactNode {
  return useDesktopLayout() ? <DocItemTOCDesktop /> : null;
}
