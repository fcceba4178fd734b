/**
 * The server build's stand-in for ./vi-source.ts (../index.ts): the static generation renders pages of
 * both languages at once, so the Vietnamese strings are there from the start.
 */
import viStrings, {type ViStrings} from './vi-bundle';

export const initialViStrings: ViStrings | undefined = viStrings;

export function importViStrings(): Promise<ViStrings> {
  return Promise.resolve(viStrings);
}
