/** The specification's routes, read from the shared file (never a copy), so a missing route fails. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface SpecRoute {
  section: string;
  path: string;
}

export const ROUTES_FILE = process.env.ROUTES_FILE ?? path.resolve(__dirname, '../../../shared/routes.json');

export function loadSpecRoutes(file = ROUTES_FILE): {productSlug: string; routes: SpecRoute[]} {
  if (!existsSync(file)) {
    throw new Error(`The specification's route list is missing: ${file} (the tests expect shared/ beside the repository, or ROUTES_FILE)`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}
