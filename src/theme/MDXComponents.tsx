import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

/**
 * Adds the components that build-time generated content uses without an import
 * (the API reference's code-sample tabs).
 */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
};
