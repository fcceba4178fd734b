/**
 * The hooks the preload wrapper (./preload.ts) waits for. Client code registers its hook when its module
 * loads: a plugin's client module (`getClientModules`), which Docusaurus's App imports, so every hook is
 * registered before clientEntry.js first calls `preload` to hydrate.
 */

/** Loads what rendering `pathname` needs beyond its route chunks; resolves once it is in place. */
export type PreloadHook = (pathname: string) => Promise<unknown> | undefined;

const hooks: PreloadHook[] = [];

/** Registers a hook: every later `preload(pathname)` waits for it before the stock preload. */
export function beforePreload(hook: PreloadHook): void {
  hooks.push(hook);
}

/** Runs every hook for `pathname`; resolves when all have, rejects when one does. */
export function runPreloadHooks(pathname: string): Promise<unknown[]> | undefined {
  const pending = hooks.map((hook) => hook(pathname)).filter((p) => p !== undefined);
  return pending.length ? Promise.all(pending) : undefined;
}
