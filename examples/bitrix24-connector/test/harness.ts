/**
 * One connector between the two stand-ins, as in production but on 127.0.0.1: its HTTP server, a data
 * folder of its own, and its log lines kept for the test. `restart()` starts a new connector on the same
 * data folder, as after a crash. With a `prefix`, `PUBLIC_URL` has that path, as behind a proxy that
 * publishes the connector under a path of its host. The connector's clock (`now`, the waits for a
 * `cdr`) is the harness's: `advance` moves it and runs what falls due.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {basePath, type Config} from '../src/config.js';
import {createConnector, type Connector} from '../src/connector.js';
import {createLog} from '../src/log.js';
import {createServer} from '../src/server.js';
import {BitrixStandIn} from './stand-ins/bitrix.js';
import {close} from './stand-ins/http.js';
import {PitelStandIn, type PitelEvent} from './stand-ins/pitel.js';

/** No retries inside the SDK and no pacing, so each Bitrix24 answer reaches the connector at once. */
const limits = {
  maxRetries: 1,
  retryDelay: 1,
  rateLimit: {burstLimit: 100000, drainRate: 100000, adaptiveEnabled: false},
  adaptiveConfig: {enabled: false, thresholdPercent: 100, coefficient: 0, maxDelay: 0},
};

export const HOTLINE = '02800000001';
export const CUSTOMER = '0900000001';

export class Harness {
  bitrix = new BitrixStandIn();
  pitel = new PitelStandIn();
  logs: string[] = [];
  cfg!: Config;
  connector!: Connector;
  #server?: Server;
  #dir = mkdtempSync(path.join(tmpdir(), 'b24-connector-'));
  #clock = Date.parse('2024-01-01T09:00:00Z');
  #prefix = '';
  /** The connector's time limit on Bitrix24 calls and renewals (ms), when a test shortens it. */
  timeoutMs?: number;
  /** The connector's clock (ms), moved by `advance`. */
  now = Date.now();

  static async start(env: Partial<Config> = {}, prefix = ''): Promise<Harness> {
    const h = new Harness();
    h.#prefix = prefix;
    await h.bitrix.start();
    await h.pitel.start();
    await h.#listen(env);
    return h;
  }

  get dataDir(): string {
    return this.#dir;
  }

  /** The install address the connector logged last (with its one-time key). */
  installUrl(): string {
    const line = [...this.logs].reverse().find((l) => l.includes('install address:'));
    return /url="?([^"\s]+)/.exec(line ?? '')?.[1] ?? `${this.cfg.publicUrl}/bitrix/install`;
  }

  /** Bitrix24 posts the install, with the keys the local application form shows. */
  async install(): Promise<number> {
    const response = await fetch(this.installUrl(), {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: this.bitrix.installEvent(),
    });
    await this.connector.idle();
    return response.status;
  }

  /** The application is deleted in Bitrix24: the portal posts `ONAPPUNINSTALL` with the application's token. */
  async uninstall(): Promise<number> {
    const response = await fetch(`${this.cfg.publicUrl}/bitrix/events`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({
        event: 'ONAPPUNINSTALL',
        'auth[application_token]': this.bitrix.applicationToken,
      }).toString(),
    });
    await this.connector.idle();
    return response.status;
  }

  /** Pitel sends an event of a call; the test goes on once the connector has done what it causes. */
  async send(state: string, callId: string, fields: Partial<PitelEvent> = {}, key?: string): Promise<number> {
    this.#clock += 1000;
    const time = new Date(this.#clock).toISOString().slice(0, 19).replace('T', ' ');
    const event: PitelEvent = {
      call_id: callId,
      sip_call_id: `sip-${callId}@pbx.example.com`,
      domain: 'pbx.example.com',
      direction: 'inbound',
      from_number: CUSTOMER,
      to_number: '101',
      hotline: HOTLINE,
      state,
      time_started: '2024-01-01 09:00:00',
      time_answered: '',
      time_ended: state === 'hangup' || state === 'cdr' ? time : '',
      ...fields,
    };
    const status = await this.pitel.send(event, key);
    await this.connector.idle();
    return status;
  }

  async click(
    userId: number,
    options: {token?: string; again?: string} = {},
  ): Promise<{callId: string; status: number}> {
    const result = await this.bitrix.click(userId, CUSTOMER, HOTLINE, options);
    await this.connector.idle();
    return result;
  }

  /** Moves the connector's clock on, then lets it close the calls whose wait has passed and retry. */
  async advance(ms: number): Promise<void> {
    this.now += ms;
    this.connector.retry();
    await this.connector.idle();
  }

  /** Starts a new connector with an empty call book (the install kept), for the next generated day. */
  async wipe(): Promise<void> {
    this.connector.stop();
    for (const file of ['calls.db', 'calls.db-wal', 'calls.db-shm', 'calls.json', 'calls.json.migrated'])
      rmSync(path.join(this.#dir, file), {force: true});
    await this.restart();
  }

  /** Stops the connector and starts a new one on the same data folder, with `env` changed. */
  async restart(env: Partial<Config> = {}): Promise<void> {
    this.connector.stop();
    await close(this.#server!);
    await this.#listen({...this.cfg, ...env});
  }

  async stop(): Promise<void> {
    this.connector.stop();
    await close(this.#server!);
    await this.bitrix.stop();
    await this.pitel.stop();
    rmSync(this.#dir, {recursive: true, force: true});
  }

  async #listen(env: Partial<Config>): Promise<void> {
    const holder = {} as Connector;
    const log = createLog((line) => this.logs.push(line));
    this.#server = createServer(holder, basePath(`http://127.0.0.1${this.#prefix}`), {
      log,
      hookKey: () => this.cfg.hookKey,
    });
    await new Promise<void>((resolve) => this.#server!.listen(env.port ?? 0, '127.0.0.1', resolve));
    const port = (this.#server.address() as AddressInfo).port;
    this.cfg = {
      publicUrl: `http://127.0.0.1:${port}${this.#prefix}`,
      port,
      host: '127.0.0.1',
      dataDir: this.#dir,
      portalUrl: this.bitrix.base,
      clientId: this.bitrix.clientId,
      clientSecret: this.bitrix.clientSecret,
      oauthUrl: this.bitrix.base,
      pitelUrl: this.pitel.base,
      pitelApiKey: this.pitel.apiKey,
      hookKey: 'hook-key-not-real-0001',
      hotlines: [{number: HOTLINE, name: 'Sales'}],
      crmCreate: true,
      retrySeconds: 3600,
      ...env,
    };
    this.connector = createConnector(this.cfg, {log, limits, now: () => this.now, timeoutMs: this.timeoutMs});
    Object.assign(holder, this.connector);
    this.connector.start();
    await this.connector.idle();
  }
}
