/**
 * Pitel extension ↔ Bitrix24 user, through the employee field **Extension number** (`UF_PHONE_INNER`),
 * read with `user.get` (scope `user_basic`). Found pairs are kept `KEEP_MS`, then asked again, so an
 * extension number moved to another employee is picked up; a miss is asked again next time, so an
 * extension number entered later is picked up; and `forget` drops them all when Bitrix24 refuses a user
 * ("User is not found or is not active": the employee was dismissed or the number moved).
 */
import type {Bitrix} from './bitrix.js';

interface User {
  ID: string;
  UF_PHONE_INNER?: string;
}

/** How long a found pair is trusted before it is read again. */
export const KEEP_MS = 10 * 60_000;

export class Users {
  #byExt = new Map<string, number>();
  #extOf = new Map<number, string>();
  #readAt = 0;

  constructor(
    private readonly bitrix: Bitrix,
    private readonly now: () => number = Date.now,
  ) {}

  /** Drops every pair found: the next lookups ask Bitrix24 again. */
  forget(): void {
    this.#byExt.clear();
    this.#extOf.clear();
    this.#readAt = this.now();
  }

  /** The active user whose extension number is `ext`. */
  async userOf(ext: string): Promise<number | undefined> {
    if (!ext) return undefined;
    if (this.now() - this.#readAt > KEEP_MS) this.forget();
    if (!this.#byExt.has(ext)) {
      const [user] = await this.bitrix.call<User[]>('user.get', {FILTER: {UF_PHONE_INNER: ext, ACTIVE: true}});
      if (user) this.#remember(Number(user.ID), ext);
    }
    return this.#byExt.get(ext);
  }

  /** The extension number of user `id`. */
  async extensionOf(id: number): Promise<string | undefined> {
    if (this.now() - this.#readAt > KEEP_MS) this.forget();
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
