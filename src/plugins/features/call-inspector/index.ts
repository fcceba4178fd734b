/**
 * The call-event inspector (README.md beside this file): at build time, the catalogue of the webhook
 * payloads, call records and record lists of `openapi/*.yaml` (./core/catalogue.ts), written as a
 * compact JSON module that the inspector's own chunk imports, so the browser gets resolved schemas
 * and no YAML parser; and the theme component `@theme/CallInspector` that pages place.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadSpec} from '../../../openapi';
import {APIS, buildCatalogue} from './core/catalogue';
import type {Catalogue} from './core/types';

/** The generated module's name; the browser imports it as `@generated/pitel-call-inspector/default/catalogue.json`. */
export const CATALOGUE_FILE = 'catalogue.json';

export default function callInspector(context: LoadContext): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'pitel-call-inspector',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    // Editing a document under `npm start` rebuilds the catalogue.
    getPathsToWatch: () => [path.join(context.siteDir, 'openapi', '*.yaml')],
    async loadContent(): Promise<Catalogue> {
      return buildCatalogue(Object.fromEntries(APIS.map((api) => [api, loadSpec(context.siteDir, api)])));
    },
    async contentLoaded({content, actions}) {
      await actions.createData(CATALOGUE_FILE, JSON.stringify(content));
    },
  };
}
