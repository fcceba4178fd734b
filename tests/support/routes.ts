/** The specification's routes, read from the shared file (never a copy), so a missing route fails. */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface SpecRoute {
  section: string;
  path: string;
}

export const ROUTES_FILE = process.env.ROUTES_FILE ?? path.resolve(__dirname, '../../../shared/routes.json');

export function loadSpecRoutes(file = ROUTES_FILE): {productSlug: string; routes: SpecRoute[]} {
  return JSON.parse(readFileSync(file, 'utf8'));
}
