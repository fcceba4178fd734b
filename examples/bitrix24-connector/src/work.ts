/**
 * The connector's work, one serial queue per key (a call, a click), so one call's slow request never
 * holds another call's work; at most `limit` queues run at once, so a burst does not open hundreds of
 * requests together. A job asked again for a key that already waits to run is not queued twice: the
 * waiting run will see the latest state.
 */
export class Work {
  readonly #tails = new Map<string, Promise<void>>();
  readonly #waiting = new Set<string>();
  readonly #slots: (() => void)[] = [];
  #running = 0;

  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly limit = 16,
  ) {}

  /** Queues `job` behind the work of `key`; `coalesce`: skip when a run of `key` already waits. */
  run(key: string, job: () => Promise<unknown>, coalesce = false): void {
    if (coalesce && this.#waiting.has(key)) return;
    if (coalesce) this.#waiting.add(key);
    const tail = (this.#tails.get(key) ?? Promise.resolve())
      .then(() => this.#slot())
      .then(async () => {
        if (coalesce) this.#waiting.delete(key);
        try {
          await job();
        } finally {
          this.#release();
        }
      })
      .catch(this.onError);
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
  }

  /** Whether any work is queued or running. */
  get busy(): boolean {
    return this.#tails.size > 0;
  }

  /** Resolves when no work is left. */
  async idle(): Promise<void> {
    while (this.#tails.size) await Promise.all(this.#tails.values());
  }

  #slot(): Promise<void> {
    if (this.#running < this.limit) {
      this.#running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#slots.push(resolve));
  }

  #release(): void {
    const next = this.#slots.shift();
    if (next) next();
    else this.#running--;
  }
}
