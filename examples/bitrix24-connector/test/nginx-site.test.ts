// cspell:ignore HOOKKEY installkey (the sample hook key and install key)
/**
 * deploy/nginx-site.conf run by nginx (skipped where nginx is not installed), with the TLS lines replaced by
 * a loopback port and the connector stopped, as during a restart: neither Pitel's hook key nor the
 * one-time install key reaches the access log or the error log. The same request to another path does reach the error log, which shows
 * what the event location's rule keeps out.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const KEY = 'HOOKKEY-0123456789abcdef0123456789abcdef';
const INSTALL_KEY = 'installkey0123456789abcdef0123456789';
const site = readFileSync(path.join(import.meta.dirname, '../deploy/nginx-site.conf'), 'utf8');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const {port} = s.address() as {port: number};
      s.close(() => resolve(port));
    });
  });
}

/** The site with the listen and TLS lines for a local run, its logs in `dir`, the connector at `upstream`. */
function localSite(conf: string, dir: string, port: number, upstream: number): string {
  return conf
    .replace(/^\s*listen 443 ssl;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^\s*(listen \[::\]:443 ssl|ssl_\w+ .*);$\n/gm, '')
    .replaceAll('/var/log/nginx/', `${dir}/`)
    .replaceAll('127.0.0.1:8080', `127.0.0.1:${upstream}`);
}

describe.skipIf(!existsSync(NGINX))('deploy/nginx-site.conf', () => {
  let dir: string;
  let port: number;
  let pid: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'connector-nginx-'));
    port = await freePort();
    const upstream = await freePort(); // nothing listens there: the connector is stopped
    writeFileSync(path.join(dir, 'site.conf'), localSite(site, dir, port, upstream));
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        // As root, the workers need a user that exists on Debian (nginx defaults to nobody:nobody).
        process.getuid?.() === 0 ? 'user www-data;' : '',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/main.error.log;`,
        'events {}',
        'http {',
        `  error_log ${dir}/main.error.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
        `  include ${dir}/site.conf;`,
        '}',
      ].join('\n'),
    );
    const started = spawnSync(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {encoding: 'utf8'});
    expect(started.status, started.stderr).toBe(0);
    pid = readFileSync(path.join(dir, 'nginx.pid'), 'utf8').trim();
  });

  afterAll(() => {
    if (pid) process.kill(Number(pid));
    rmSync(dir, {recursive: true, force: true});
  });

  const logs = () =>
    ['pitel-bitrix24.log', 'pitel-bitrix24.error.log', 'main.error.log']
      .map((f) => path.join(dir, f))
      .filter(existsSync)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');

  it('keeps the hook key out of every log when the connector is down, and when a body is too large', async () => {
    const url = `http://127.0.0.1:${port}/pitel/events?key=${KEY}`;
    expect((await fetch(url, {method: 'POST', body: '{}'})).status).toBe(502);
    expect((await fetch(url, {method: 'POST', body: 'x'.repeat(100 * 1024)})).status).toBe(413);
    await new Promise((r) => setTimeout(r, 200)); // nginx writes its logs as it goes
    expect(logs()).toContain('/pitel/events');
    expect(logs()).not.toContain(KEY);
  });

  it('keeps the one-time install key out of every log too', async () => {
    const url = `http://127.0.0.1:${port}/bitrix/install?key=${INSTALL_KEY}`;
    expect((await fetch(url, {method: 'POST', body: 'event=ONAPPINSTALL'})).status).toBe(502);
    expect((await fetch(url, {method: 'POST', body: 'x'.repeat(100 * 1024)})).status).toBe(413);
    await new Promise((r) => setTimeout(r, 200));
    expect(logs()).toContain('/bitrix/install');
    expect(logs()).not.toContain(INSTALL_KEY);
  });

  it('(the rule at work) another path with the same query writes the key to the error log', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/health?key=${KEY}`)).status).toBe(502);
    await new Promise((r) => setTimeout(r, 200));
    expect(logs()).toContain(KEY);
  });
});
