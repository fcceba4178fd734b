/** The theme component this plugin provides (./theme/Diagram), as MDX and other components import it. */
declare module '@theme/Diagram' {
  import Diagram from '@site/src/plugins/features/diagrams/theme/Diagram';

  export type {Props} from '@site/src/plugins/features/diagrams/theme/Diagram';
  export default Diagram;
}
