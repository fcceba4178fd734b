/**
 * Links that add the docs MCP server (scripts/mcp, published by src/plugins/build/mcp-bundle) to an editor in
 * one step, in the forms the editors document: Cursor's install link
 * (`cursor://anysphere.cursor-deeplink/mcp/install?name=…&config=<base64 of the server's JSON>`) and
 * VS Code's (`vscode:mcp/install?<URL-encoded JSON of the server, with its name>`).
 *
 * The server is started as scripts/mcp/README.md tells readers to start it without a file of their own
 * ("Without a file to keep", macOS and Linux): `sh` fetches the published file when the site has a newer
 * one, keeps it in `~/.pitel-docs/`, and runs it with `node`. The line names the folder without `${…}`,
 * which both editors read as their own variables in a server's configuration. No Node.js import here:
 * the page tools build the links in the browser and on the server alike.
 */

/** The server's name in the editors' configuration (the one scripts/mcp/README.md uses). */
export const MCP_SERVER_NAME = 'pitel-docs';

/** The published file's path on the site (MCP_BUNDLE of src/plugins/build/mcp-bundle; the unit test checks they agree). */
export const MCP_FILE = '/mcp/pitel-docs-mcp.mjs';

/** The server as an editor starts it: a command and its arguments. */
export interface McpServer {
  command: string;
  args: string[];
}

/** The command that fetches the published server when it changed, keeps it, and runs it. */
export function mcpServer(siteUrl: string): McpServer {
  const url = `${siteUrl.replace(/\/+$/, '')}${MCP_FILE}`;
  const line = [
    'd="$HOME/.pitel-docs"; f="$d/pitel-docs-mcp.mjs"; mkdir -p "$d"; rm -f "$f.part";',
    `curl -fsSLR -z "$f" -o "$f.part" ${url} && [ -s "$f.part" ] && mv "$f.part" "$f"; exec node "$f"`,
  ].join(' ');
  return {command: 'sh', args: ['-c', line]};
}

/** Base64 of a text of ASCII characters, in the browser and in Node. */
const base64 = (text: string) => btoa(text);

/** The editors that take an install link, and the link that adds the server to each. */
export const mcpEditors = [
  {
    name: 'Cursor',
    href: (server: McpServer) =>
      `cursor://anysphere.cursor-deeplink/mcp/install?name=${MCP_SERVER_NAME}&config=${encodeURIComponent(base64(JSON.stringify(server)))}`,
  },
  {
    name: 'VS Code',
    href: (server: McpServer) =>
      `vscode:mcp/install?${encodeURIComponent(JSON.stringify({name: MCP_SERVER_NAME, type: 'stdio', ...server}))}`,
  },
] as const;
