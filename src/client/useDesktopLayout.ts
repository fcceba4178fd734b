import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useWindowSize} from '@docusaurus/theme-common';

/** The classic theme's breakpoint: above it the window counts as desktop. */
export const DESKTOP_BREAKPOINT = 996;

/**
 * Whether to render parts that only desktop layouts show (the docs sidebar, the table of contents
 * column). The classic theme renders them during hydration on every screen, because its first
 * client render must match the server's HTML, and removes them one effect later on narrow
 * windows. In the browser we already know the width: on a phone the hidden copies the server sent
 * are dropped by Preact during hydration instead of being hydrated and then torn down.
 */
export function useDesktopLayout(): boolean {
  const windowSize = useWindowSize();
  if (windowSize !== 'ssr') return windowSize === 'desktop';
  return !ExecutionEnvironment.canUseDOM || window.innerWidth > DESKTOP_BREAKPOINT;
}
