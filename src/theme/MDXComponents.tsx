import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

/**
 * Adds the components that build-time generated content uses without an import: the API
 * reference's code-sample tabs, and the highlighted code blocks (src/rehype/code-blocks.ts).
 */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  CodeBlock,
};
