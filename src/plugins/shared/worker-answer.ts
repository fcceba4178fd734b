/**
 * What a worker thread's program (./worker-program.ts) answers, once: its result, or the error that
 * stopped it. A module of its own, as the workers' programs import it: they must not bundle esbuild.
 */
export type Answer<T> = {result: T} | {error: {message: string; stack?: string}};

/** An error as a worker sends it (an Error itself does not cross to the main thread with its stack). */
export function answerError(e: unknown): {error: {message: string; stack?: string}} {
  return {error: e instanceof Error ? {message: e.message, stack: e.stack} : {message: String(e)}};
}
