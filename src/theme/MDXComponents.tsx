import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import Diagram from '@theme/Diagram';
import {Planned, PlannedBadge} from '@site/src/components/Planned';
import {ApiKeyModel, TokenLifetime, TokenPerVersion} from '@site/src/components/SharedFacts';

/**
 * Adds the components that build-time generated content uses without an import: the API
 * reference's code-sample tabs, the highlighted code blocks (src/plugins/code-blocks/rehype.ts) and the
 * diagrams drawn at build time (src/plugins/diagrams/remark.ts), the planned-design notice and badge
 * (src/components/Planned), and the short statements of the shared facts that pages of every section
 * use (src/components/SharedFacts).
 */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  CodeBlock,
  Diagram,
  Planned,
  PlannedBadge,
  TokenLifetime,
  ApiKeyModel,
  TokenPerVersion,
};
