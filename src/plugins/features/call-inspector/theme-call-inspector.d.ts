/** The theme component this plugin provides (./theme/CallInspector), as pages import it. */
declare module '@theme/CallInspector' {
  import CallInspector from '@site/src/plugins/features/call-inspector/theme/CallInspector';

  export default CallInspector;
}

/** The catalogue the plugin writes at build time (./index.ts), imported by the inspector's chunk. */
declare module '@generated/pitel-call-inspector/default/catalogue.json' {
  import type {Catalogue} from '@site/src/plugins/features/call-inspector/core/types';

  const catalogue: Catalogue;
  export default catalogue;
}
