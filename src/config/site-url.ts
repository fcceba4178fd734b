/**
 * The published site's address (Docusaurus's `url`): `SITE_URL` at build time, else the default.
 * Read by docusaurus.config.ts, by the docs MCP server (scripts/mcp) as the address it reads the
 * site from when it runs from a clone (the bundled server has the address of the build that wrote it),
 * and by the browser tests, which expect a build at the default address.
 */
export const DEFAULT_SITE_URL = 'https://docs.pitel.example.com';

export function siteUrlOf(env: Record<string, string | undefined>): string {
  return env.SITE_URL ?? DEFAULT_SITE_URL;
}
