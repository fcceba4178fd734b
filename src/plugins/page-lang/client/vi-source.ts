/**
 * Where the browser gets the Vietnamese strings: a file of their own, loaded when a Vietnamese page is
 * preloaded (./strings.ts). The server build replaces this module with ./vi-source.server.ts (../index.ts).
 */
import type {ViStrings} from './vi-bundle';

/** The strings at start: none in the browser. */
export const initialViStrings: ViStrings | undefined = undefined;

export function importViStrings(): Promise<ViStrings> {
  return import(/* webpackChunkName: "vi-strings" */ './vi-bundle').then((m) => m.default);
}
