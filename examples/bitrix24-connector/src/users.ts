/**
 * Pitel extension ↔ Bitrix24 user, through the employee field **Extension number** (`UF_PHONE_INNER`),
 * read with `user.get` (scope `user_basic`). Found pairs are kept for the life of the process; a miss is
 * asked again next time, so an extension number entered later is picked up.
 */
import type {Bitrix} from './bitrix.js';

interface User {
  ID: string;
  UF_PHONE_INNER?: string;
}

export class Users {
  #byExt = new Map<string, number>();
  #extOf = new Map<number, string>();

  constructor(private readonly bitrix: Bitrix) {}

  /** The active user whose extension number is `ext`. */
  async userOf(ext: string): Promise<number | undefined> {
    if (!ext) return undefined;
    if (!this.#byExt.has(ext)) {
      const [user] = await this.bitrix.call<User[]>('user.get', {FILTER: {UF_PHONE_INNER: ext, ACTIVE: true}});
      if (user) this.#remember(Number(user.ID), ext);
    }
    return this.#byExt.get(ext);
  }

  /** The extension number of user `id`. */
  async extensionOf(id: number): Promise<string | undefined> {
    if (!this.#extOf.has(id)) {
      const [user] = await this.bitrix.call<User[]>('user.get', {FILTER: {ID: id}});
      if (user?.UF_PHONE_INNER) this.#remember(id, String(user.UF_PHONE_INNER));
    }
    return this.#extOf.get(id);
  }

  #remember(id: number, ext: string): void {
    this.#byExt.set(ext, id);
    this.#extOf.set(id, ext);
  }
}
