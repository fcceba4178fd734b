/**
 * The Bitrix24 OAuth tokens of the install, and the `application_token` every event must carry:
 * `DATA_DIR/tokens.json`, mode 0600. Nothing else reads or writes them.
 */
import path from 'node:path';
import {readJson, removeFile, writeJson} from './store.js';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** When `accessToken` expires, Unix time in seconds. */
  expires: number;
  /** When the pair was last issued, Unix time in seconds. */
  issuedAt: number;
  /** The portal's REST root, e.g. https://example.bitrix24.com/rest/ */
  clientEndpoint: string;
  domain: string;
  memberId: string;
  scope: string;
  /** Checked on every Bitrix24 event. */
  applicationToken: string;
}

export class TokenFile {
  readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'tokens.json');
  }

  read(): Tokens | undefined {
    return readJson<Tokens>(this.file);
  }

  write(tokens: Tokens): void {
    writeJson(this.file, tokens);
  }

  remove(): void {
    removeFile(this.file);
  }
}
