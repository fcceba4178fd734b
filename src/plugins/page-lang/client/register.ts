/**
 * Registers the Vietnamese strings' preload hook (./strings.ts, src/plugins/preload-hooks): an address in a
 * Vietnamese section loads them before it renders. A client module of the plugin (../index.ts), so it
 * runs in the browser before Docusaurus's first `preload`. The prefixes are the plugin's global data
 * (../index.ts: `contentLoaded`), read here outside React from the module Docusaurus generates for it.
 */
import globalData from '@generated/globalData';
import type {PageLangs} from '../../../config/page-langs';
import {beforePreload} from '../../preload-hooks/client/hooks';
import {preloadLang} from './strings';

// The plugin's name, written out (../index.ts: PAGE_LANG_PLUGIN): importing it would bring Node code into the bundle.
const langs = (globalData as Record<string, Record<string, unknown> | undefined>)['pitel-page-lang']?.default as PageLangs | undefined;

if (langs) beforePreload((pathname) => preloadLang(pathname, langs));
