import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import styles from '@site/src/components/PageActions/styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * Wrapper of the classic DocBreadcrumbs: the page actions (Copy page, View as Markdown, Your values)
 * share the breadcrumbs' line, above the title, on every doc page.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs {...props} />
      <PageActions />
    </div>
  );
}
