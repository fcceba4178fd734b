/**
 * Whether the page being rendered is written for administrators: a page of a section marked
 * `audience: 'admins'` in src/config/sections.ts (the portal guides, both languages), whose address
 * prefixes reach the browser as `customFields.adminPrefixes` of the site config. Such a page's chrome
 * leaves out what is for developers: the announcement bar's API news (src/theme/AnnouncementBar) and the
 * page tools' "add the docs MCP server" items (src/components/PageActions/MoreList.tsx).
 */
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isUnder} from '@site/src/config/page-langs';

export function useIsAdminPage(): boolean {
  const {pathname} = useLocation();
  const prefixes = (useDocusaurusContext().siteConfig.customFields?.adminPrefixes ?? []) as readonly string[];
  return isUnder(decodeURI(pathname), prefixes);
}
