import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import DeferHydration from '@site/src/client/DeferHydration';

type Props = WrapperProps<typeof ContentType>;

/** The article hydrates in a task after the page chrome (see src/client/DeferHydration.tsx). */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <DeferHydration>
      <Content {...props} />
    </DeferHydration>
  );
}
