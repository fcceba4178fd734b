/**
 * Wrapper of the classic theme's Tabs (@docusaurus/theme-classic 3.10.2): each tab is linked to its
 * panel. The tab (`role=tab`) gets an `id` and `aria-controls` naming its panel; the panel gets its
 * `id` and `aria-labelledby` from the TabItem fork (src/theme/TabItem), which reads them from the
 * context set here. The classic Tabs leaves them out, which the W3C Nu checker reports as an error
 * ("Every active role=tab element must have a corresponding role=tabpanel element") and which leaves
 * screen readers without the tab–panel relation. Each panel also carries its tab's label (`data-label`), so
 * that print, which shows every panel (src/css/custom.css, "Printing"), can write the label above it.
 *
 * How: the classic Tabs spreads each tab value's `attributes` onto the tab's `<li>`, so this wrapper
 * passes the `values` the classic Tabs would read from its TabItem children, each with its ids added
 * to its attributes. Everything else (selection, keyboard, `groupId` sync, query string) is the
 * classic component's. The ids come from React's `useId`, taken here, outside the classic Tabs'
 * remount after hydration: unique on the page, identical in the server HTML and in the browser.
 * With `lazy`, the panels of unselected tabs are not rendered, so no tab names its panel in
 * `aria-controls` (there would be nothing to point at); each panel still names its tab.
 * The code-sample group (`groupId="code-lang"`, every sample of the site) also takes its language from
 * the query string `?lang=` (the classic `queryString` prop), so a link can share the choice; the
 * classic Tabs writes the reader's choice back; a value that is not one of the group's tabs is not
 * passed on, so the remembered choice stays.
 * A valid `?lang=` is also remembered as the reader's choice, the way a click on a tab is (the
 * classic Tabs only remembers clicks), so the pages a shared link leads to keep its language. This
 * writes the classic Tabs' storage slot, `docusaurus.tab.<groupId>`, through the public
 * `useStorageSlot`, and reads the query with `useQueryStringValue` (theme-common/internal);
 * tests/e2e/api-panes.test.ts fails if either stops working.
 * Relies on the classic Tabs spreading `attributes` onto the tab: tests/unit/forks.test.ts watches the
 * upstream file; tests/e2e/tabs.test.ts and tests/e2e/html-validity.test.ts check the built pages.
 */
import React, {Children, isValidElement, useCallback, useEffect, useId, useMemo, type ReactNode} from 'react';
import {useStorageSlot} from '@docusaurus/theme-common';
import {useQueryStringValue} from '@docusaurus/theme-common/internal';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {TabIdsContext, tabIds, type TabIdsOf} from './ids';

type Props = WrapperProps<typeof TabsType>;

/** The query-string key that selects the code-sample language: `?lang=python`. */
const CODE_LANG_QUERY = 'lang';
type TabValue = NonNullable<Props['values']>[number];

/**
 * The tab values of TabItem children, as the classic Tabs reads them (value, label, attributes,
 * default); undefined if a child is not a TabItem with a value, so the classic Tabs reports it.
 */
function childTabValues(children: ReactNode): TabValue[] | undefined {
  const values: TabValue[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement<Partial<TabValue>>(child) || typeof child.props.value !== 'string') return undefined;
    const {value, label, attributes, default: isDefault} = child.props;
    values.push({value, label, attributes, default: isDefault});
  }
  return values;
}

/** The code-sample group: one language for every sample of the site. */
const CODE_LANG_GROUP = 'code-lang';

/**
 * For the code-sample group: remembers a valid `?lang=` as the reader's choice, and returns the
 * query-string key the classic Tabs should read, none when `?lang=` is not one of the group's
 * languages (the classic Tabs would then show the first tab instead of the remembered choice).
 */
function useQueryLanguage(groupId: string | undefined, values: readonly TabValue[] | undefined): string | undefined {
  const isCodeGroup = groupId === CODE_LANG_GROUP;
  const query = useQueryStringValue(isCodeGroup ? CODE_LANG_QUERY : null);
  const [stored, slot] = useStorageSlot(isCodeGroup ? `docusaurus.tab.${CODE_LANG_GROUP}` : null);
  const valid = query !== null && Boolean(values?.some((tab) => tab.value === query));
  useEffect(() => {
    if (valid && query !== stored) slot.set(query);
  }, [valid, query, stored, slot]);
  return isCodeGroup && (query === null || valid) ? CODE_LANG_QUERY : undefined;
}

export default function TabsWrapper(props: Props): ReactNode {
  const groupId = useId();
  const {values: valuesProp, children, lazy} = props;
  const values = useMemo(() => {
    const given = valuesProp ?? childTabValues(children);
    return given?.map((tab, index) => {
      const ids = tabIds(groupId, index);
      return {...tab, attributes: {...tab.attributes, id: ids.tab, ...(lazy ? {} : {'aria-controls': ids.panel})}};
    });
  }, [valuesProp, children, lazy, groupId]);
  const langQuery = useQueryLanguage(props.groupId, values ?? valuesProp);
  const idsOf = useCallback<TabIdsOf>(
    (value) => {
      const index = values?.findIndex((tab) => tab.value === value) ?? -1;
      return index < 0 ? undefined : {...tabIds(groupId, index), label: values![index].label ?? value};
    },
    [values, groupId],
  );
  return (
    <TabIdsContext.Provider value={idsOf}>
      <Tabs {...props} queryString={props.queryString ?? langQuery} values={values ?? valuesProp} />
    </TabIdsContext.Provider>
  );
}
