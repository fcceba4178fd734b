/**
 * The ids that link each tab of a tab group to its panel: the tab (`role=tab`) carries `id` and
 * `aria-controls`, its panel (`role=tabpanel`) carries `id` and `aria-labelledby`. The Tabs wrapper
 * (`./index.tsx`) makes them from React's `useId`, so they are unique on the page and the same in
 * the server HTML and after hydration; the TabItem fork (`../TabItem`) reads its own through
 * `TabIdsContext`.
 */
import {createContext, useContext} from 'react';

export interface TabIds {
  /** The id of the tab (`role=tab`). */
  readonly tab: string;
  /** The id of the panel (`role=tabpanel`). */
  readonly panel: string;
  /** The tab's label, which the panel carries as `data-label` for print, where every panel is shown under its label. */
  readonly label?: string;
}

/** The ids of the tab whose value is given, in the nearest tab group; undefined outside one. */
export type TabIdsOf = (value: string) => TabIds | undefined;

export const TabIdsContext = createContext<TabIdsOf>(() => undefined);

/** The ids of the tab of `value` and its panel, from the nearest Tabs wrapper. */
export function useTabIds(value: string): TabIds | undefined {
  return useContext(TabIdsContext)(value);
}

/** The ids of the tab at `index` of the group whose `useId` is `groupId`. Valid HTML ids: no space. */
export function tabIds(groupId: string, index: number): TabIds {
  return {tab: `${groupId}-tab-${index}`, panel: `${groupId}-panel-${index}`};
}
