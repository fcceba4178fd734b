/**
 * What the connector takes from outside and turns into names and files: recording links that are no URL,
 * Pitel call IDs that would make a path of the recording's name, the call book's files on a shared
 * folder, and a damaged `calls.json` of the earlier version.
 */
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {CallBook} from '../src/calls.js';
import {createConnector} from '../src/connector.js';
import {createLog} from '../src/log.js';
import {CUSTOMER, HOTLINE, Harness} from './harness.js';

let h: Harness;
beforeEach(async () => {
  h = await Harness.start();
  await h.install();
});
afterEach(() => h.stop());

const attached = () => h.bitrix.telephony().filter((r) => r.method === 'attachRecord');
const answered = {time_answered: '2024-01-01 09:00:02'};

async function recordedCall(id: string, recording_url: string): Promise<number> {
  await h.send('ringing', id);
  await h.send('hangup', id, {billsec: 9, ...answered});
  return h.send('cdr', id, {status: 'answered', recording_url, ...answered});
}

describe('recording links and names', () => {
  it.each(['http://a:b/x', 'http://[x/y'])('a link that is no URL (%s) is refused when it comes', async (url) => {
    expect(await recordedCall('bad-link', url)).toBe(400);
    expect(attached()).toEqual([]);
  });

  it('a call ID with slashes names no path, and a .wav link keeps .wav', async () => {
    h.bitrix.strictRecordNames = true;
    await recordedCall('n3/../../x', 'https://pbx.example.com/get/rec.wav/download');
    expect(attached().map((r) => r.params.FILENAME)).toEqual(['n3_.._.._x.wav']);
  });
});

describe('the call book on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'b24-files-'));
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('all of its files are 0600 in an existing folder that others may read', () => {
    const shared = path.join(dir, 'shared');
    mkdirSync(shared, {mode: 0o755});
    const book = new CallBook(shared);
    book.receive({call_id: 'p1', direction: 'inbound', state: 'ringing', from_number: '0900000001', to_number: '101'});
    const modes = readdirSync(shared).map((f) => [f, (statSync(path.join(shared, f)).mode & 0o777).toString(8)]);
    book.close();
    expect(modes.map(([f]) => f)).toContain('calls.db-wal');
    expect(modes.filter(([, mode]) => mode !== '600')).toEqual([]);
  });

  it('a damaged calls.json stops the start with one line naming it, and is kept', () => {
    h.connector.stop();
    for (const f of ['calls.db', 'calls.db-wal', 'calls.db-shm']) rmSync(path.join(h.dataDir, f), {force: true});
    const file = path.join(h.dataDir, 'calls.json');
    writeFileSync(file, '{"calls":{"a":{"id":"a"');
    const lines: string[] = [];
    expect(() => createConnector(h.cfg, {log: createLog((l) => lines.push(l))})).toThrow(/calls\.json/);
    expect(lines).toEqual([expect.stringContaining(`connector not started: a file in DATA_DIR is damaged file=`)]);
    expect(lines[0]).toContain('calls.json');
    expect(existsSync(file)).toBe(true);
  });
});

describe('a late cdr', () => {
  it('that arrives while its closed call is being finished still brings the recording', async () => {
    await h.send('ringing', 'late-rec');
    await h.send('answered', 'late-rec', answered);
    await h.send('hangup', 'late-rec', {...answered, billsec: 120});
    h.bitrix.holdMethod = 'telephony.externalCall.finish';
    h.now += 11 * 60_000;
    h.connector.retry();
    await vi.waitFor(() => expect(h.bitrix.heldCalls).toHaveLength(1));
    await h.pitel.send({
      call_id: 'late-rec',
      direction: 'inbound',
      from_number: CUSTOMER,
      to_number: '101',
      hotline: HOTLINE,
      state: 'cdr',
      status: 'answered',
      time_started: '2024-01-01 09:00:00',
      time_answered: '2024-01-01 09:00:02',
      time_ended: '2024-01-01 09:02:02',
      recording_url: 'https://pbx.example.com/rec/late-rec.mp3',
    });
    h.bitrix.release();
    await h.connector.idle();
    expect(attached().map((r) => r.params.RECORD_URL)).toEqual(['https://pbx.example.com/rec/late-rec.mp3']);
  });
});

describe('a hung Pitel', () => {
  it('clicks waiting on it do not hold up the registering of other calls', async () => {
    h.pitel.holdClicks = true;
    await Promise.all(
      Array.from({length: 20}, (_, i) => h.bitrix.click(1, `09000001${String(i).padStart(2, '0')}`, HOTLINE)),
    );
    await vi.waitFor(() => expect(h.pitel.heldClicks.length).toBeGreaterThan(0));
    void h.pitel.send({
      call_id: 'inbound-1',
      direction: 'inbound',
      from_number: CUSTOMER,
      to_number: '101',
      hotline: HOTLINE,
      state: 'ringing',
      time_started: '2024-01-01 09:00:00',
    });
    await vi.waitFor(() => expect(h.bitrix.registrations.map((r) => r.params.EXTERNAL_CALL_ID)).toContain('inbound-1'));
    h.pitel.releaseClicks();
    await h.connector.idle();
  });
});
