import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import Diagram from '@theme/Diagram';
import {Planned, PlannedBadge} from '@site/src/components/Planned';

/**
 * Adds the components that build-time generated content uses without an import: the highlighted code
 * blocks (src/plugins/features/code-blocks/rehype.ts) and the diagrams drawn at build time
 * (src/plugins/features/diagrams/remark.ts), and the planned-design notice and badge (src/components/Planned),
 * which most pages show. Everything listed here is in every doc page's chunk; the components only some
 * pages render (the code-sample tabs, the shared facts' statements) are imported by those pages instead,
 * a rule of the writers' lint (src/plugins/shared/page-imports.ts).
 */
export default {
  ...MDXComponents,
  CodeBlock,
  Diagram,
  Planned,
  PlannedBadge,
};
