/** What both stand-ins share: a server on 127.0.0.1, request bodies, and form encoding. */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

export type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void | Promise<void>;

export async function listen(handler: Handler): Promise<{server: Server; base: string}> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => void handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {'content-type': 'application/json'});
  res.end(JSON.stringify(body));
}

/** `{a: {b: 'c'}}` → `a[b]=c`, as Bitrix24 posts its events. */
export function toForm(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}[${k}]` : k;
    return v !== null && typeof v === 'object'
      ? toForm(v as Record<string, unknown>, key)
      : [`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`];
  });
}

export async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
