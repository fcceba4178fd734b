/**
 * Plain HTTP requests for server tests, without the decompression or path normalisation of fetch:
 * the status, headers and body bytes as sent; and a free port for a server under test.
 */
import {request} from 'node:http';
import {connect, createServer, type AddressInfo} from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A GET through node:http (the path is sent as given; node refuses only control and non-Latin-1 characters).
 * Each on a connection of its own (`agent: false`): Node's global agent keeps connections alive, and a test
 * that pauses longer than the server's keep-alive timeout (5 s) would send its next request on a socket
 * the server is closing ("socket hang up").
 */
export function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(baseUrl + path, {headers, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A GET written byte for byte on a socket, for request targets node:http will not send (raw UTF-8,
 * a null byte). The body is returned as received (not de-chunked).
 */
export function rawGet(
  port: number,
  target: string | Buffer,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const data = Buffer.concat(chunks);
      const split = data.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({status: Number(statusLine.split(' ')[1]), headers, body: data.subarray(split + 4)});
    });
    const extra = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(
      Buffer.concat([
        Buffer.from('GET '),
        Buffer.from(target),
        Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`),
      ]),
    );
  });
}

/** A port of 127.0.0.1 that was free a moment ago: listened on, then closed. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
