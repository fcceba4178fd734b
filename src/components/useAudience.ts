/**
 * Whether the page being rendered shows an administrator's chrome, without what is for developers: the
 * announcement bar's API news (src/theme/AnnouncementBar) and the page tools' "add the docs MCP server"
 * items (src/components/PageActions/MoreList.tsx). It does under the prefixes of `adminPrefixes` in
 * src/config/sections.ts (the portal guides, the pages every reader lands on such as Support and the call
 * statuses, the search, not-found and changelog pages), which reach the browser as
 * `customFields.adminPrefixes` of the site config, and on every not-found page, whatever its address: the
 * developer items stay on the API, SDK and Bitrix24 pages.
 */
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isUnder} from '@site/src/config/page-langs';
import {isServed} from '@site/src/components/deepestRoute';

export function useIsAdminPage(): boolean {
  const {pathname} = useLocation();
  const prefixes = (useDocusaurusContext().siteConfig.customFields?.adminPrefixes ?? []) as readonly string[];
  const path = decodeURI(pathname);
  return isUnder(path, prefixes) || !isServed(path);
}
