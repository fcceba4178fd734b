/**
 * Fork of @docusaurus/theme-classic/src/theme/TabItem/index.tsx, Docusaurus 3.10.2 (with its
 * styles.module.css, copied unchanged).
 * Changed: the panel (`role=tabpanel`) carries the `id` its tab's `aria-controls` names,
 * `aria-labelledby` naming its tab, and its tab's label as `data-label` (print shows every panel, under
 * that label: src/css/custom.css); all come from the Tabs wrapper (src/theme/Tabs) through
 * `useTabIds`. A TabItem outside that wrapper renders as upstream, without them. Nothing else.
 * Why: HTML and ARIA want each tab linked to its panel; the classic TabItem hands its panel only a
 * class and `hidden`, so a wrapper cannot add the attributes to the panel itself. Without the link,
 * the W3C Nu checker reports every tab group as an error and screen readers cannot tell which tab a
 * panel belongs to. tests/unit/forks.test.ts fails when the upstream file changes.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {useTabIds, type TabIds} from '../Tabs/ids';

import styles from './styles.module.css';

function TabItemPanel({
  children,
  className,
  hidden,
  ids,
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
  ids?: TabIds;
}) {
  return (
    <div
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      data-label={ids?.label}
      className={clsx(styles.tabItem, className)}
      {...{hidden}}>
      {children}
    </div>
  );
}

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const ids = useTabIds(value);
  const isSelected = value === selectedValue;

  // TODO Docusaurus v4: use <Activity> ?
  if (!isSelected && lazy) {
    return null;
  }

  return (
    <TabItemPanel className={className} hidden={!isSelected} ids={ids}>
      {children}
    </TabItemPanel>
  );
}
