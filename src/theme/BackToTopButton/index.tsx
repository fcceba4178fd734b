import React, {type ReactNode} from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';
import DeferHydration from '@site/src/client/DeferHydration';

/**
 * The back-to-top button reads the scroll position as it renders, which forces a layout when it
 * happens during hydration; it hydrates in a later task instead (see src/client/DeferHydration.tsx).
 */
export default function BackToTopButtonWrapper(): ReactNode {
  return (
    <DeferHydration>
      <BackToTopButton />
    </DeferHydration>
  );
}
