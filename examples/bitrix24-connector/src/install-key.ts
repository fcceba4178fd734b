/**
 * The install path's one-time key. Until the application is installed, anyone who can reach the
 * connector could post an install (and `B24_CLIENT_ID` is not known yet: Bitrix24 shows it only after
 * the local application is saved, which posts the install). So the path carries a key the connector
 * creates, keeps in `DATA_DIR/install-key.json` (mode 0600) and prints in one log line, for the operator
 * to paste into Bitrix24's "Path for initial installation". An accepted install removes the key; deleting
 * the application (`ONAPPUNINSTALL`) makes a new one.
 */
import {randomBytes, timingSafeEqual} from 'node:crypto';
import path from 'node:path';
import {readJson, removeFile, writeJson} from './store.js';

export class InstallKey {
  readonly #file: string;

  constructor(dataDir: string) {
    this.#file = path.join(dataDir, 'install-key.json');
  }

  /** The key, created when there is none. */
  current(): string {
    const kept = readJson<{key?: unknown}>(this.#file)?.key;
    if (typeof kept === 'string' && kept) return kept;
    const key = randomBytes(24).toString('base64url');
    writeJson(this.#file, {key});
    return key;
  }

  /** Whether `given` is the kept key (compared in constant time); false when there is none. */
  matches(given: unknown): boolean {
    const kept = readJson<{key?: unknown}>(this.#file)?.key;
    if (typeof kept !== 'string' || !kept || typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(kept);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  remove(): void {
    removeFile(this.#file);
  }
}
