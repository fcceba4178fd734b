import React, {type ReactNode} from 'react';
import ThemedImage from '@theme-original/ThemedImage';
import type ThemedImageType from '@theme/ThemedImage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ThemedImageType>;

/**
 * Themed images (the navbar logo) at low fetch priority unless a caller says otherwise.
 *
 * React's server renderer preloads every image that is neither lazy nor low-priority with a
 * `<link rel="preload">` placed first in the app's HTML. The browser renders the app with Preact,
 * which has no such link: to hydrate, it moved every top-level element of the page past it, and the
 * browser had to restyle and lay out the whole page again (about 20 ms on a mid-range phone for the
 * getting-started page). The logo is a small SVG right at the top of the HTML; it gains nothing from
 * the preload. tests/e2e/hydration.test.ts checks that hydration moves no element.
 */
export default function ThemedImageWrapper(props: Props): ReactNode {
  return <ThemedImage fetchPriority="low" {...props} />;
}
