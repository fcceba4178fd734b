import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import DeferHydration from '@site/src/client/DeferHydration';

/** The footer hydrates last, in a task of its own (see src/client/DeferHydration.tsx). */
export default function FooterWrapper(): ReactNode {
  return (
    <DeferHydration>
      <Footer />
    </DeferHydration>
  );
}
