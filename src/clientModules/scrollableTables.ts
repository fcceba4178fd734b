/**
 * Tables wider than the page scroll sideways. A scrolling region must be reachable with the
 * keyboard (WCAG 2.1.1), so each table that overflows gets `tabindex="0"` and a name; the others
 * stay out of the tab order.
 */
import type {ClientModule} from '@docusaurus/types';
import {chromeString} from '../plugins/features/page-lang/client/strings';

function markScrollableTables(): void {
  for (const table of document.querySelectorAll<HTMLTableElement>('.theme-doc-markdown table')) {
    const scrolls = table.scrollWidth > table.clientWidth + 1;
    if (scrolls && !table.hasAttribute('tabindex')) {
      table.tabIndex = 0;
      const heading = table.querySelector('th')?.textContent?.trim();
      // In the page's language (<html lang> follows the page: src/plugins/features/page-lang), once it has rendered.
      const text = chromeString(
        heading ? 'tableScrollsNamed' : 'tableScrolls',
        document.documentElement.lang === 'vi' ? 'vi' : 'en',
      );
      table.setAttribute('aria-label', text.replace('{heading}', heading ?? ''));
    } else if (!scrolls && table.getAttribute('tabindex') === '0') {
      table.removeAttribute('tabindex');
      table.removeAttribute('aria-label');
    }
  }
}

let resizeTimer: number | undefined;
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(markScrollableTables, 150);
  });
}

const module: ClientModule = {
  onRouteDidUpdate() {
    // After the new page has painted.
    window.requestAnimationFrame(markScrollableTables);
  },
};

export default module;
