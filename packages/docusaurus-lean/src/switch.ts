/**
 * The layer's switch, `PERFORMANCE_LAYER`: which patches a build turns on. Here apart from the patches'
 * code, so that a patch's build check can name the value that leaves it out.
 */

/** The environment variable that turns the layer off, or on patch by patch. */
export const LAYER_SWITCH = 'PERFORMANCE_LAYER';

/** The layer's patches, in the order their plugins run, each with the patches it needs. */
export const PATCH_NEEDS = {
  'lean-tslib': [],
  'lean-css': [],
  'page-chunks': [],
  'lean-runtime': [],
  'route-shards': ['lean-runtime'],
} as const satisfies Record<string, readonly string[]>;

export type PatchId = keyof typeof PATCH_NEEDS;
export const PATCH_IDS = Object.keys(PATCH_NEEDS) as PatchId[];

/**
 * The patches `PERFORMANCE_LAYER` turns on: every one when it is unset or `on`; none when `off` (stock
 * Docusaurus underneath); or the ones it names, comma-separated, with the patches they need. Anything
 * else is a mistake, said so.
 */
export function layerPatches(env: NodeJS.ProcessEnv = process.env): PatchId[] {
  const value = env[LAYER_SWITCH]?.trim();
  if (value === undefined || value === '' || value === 'on') return [...PATCH_IDS];
  if (value === 'off') return [];
  const named = value.split(',').map((v) => v.trim());
  const unknown = named.filter((n) => !(n in PATCH_NEEDS));
  if (unknown.length) {
    throw new Error(
      `${LAYER_SWITCH}=${value}: unknown ${unknown.join(', ')}. Write "on" (the default), "off" (stock Docusaurus underneath), or patches among ${PATCH_IDS.join(', ')}`,
    );
  }
  const wanted = new Set<PatchId>();
  const add = (id: PatchId): void => {
    if (wanted.has(id)) return;
    wanted.add(id);
    for (const need of PATCH_NEEDS[id]) add(need);
  };
  for (const n of named) add(n as PatchId);
  return PATCH_IDS.filter((id) => wanted.has(id));
}

/** The patches that need `id`, directly or through another. */
export function dependentsOf(id: PatchId): PatchId[] {
  const direct = PATCH_IDS.filter((p) => (PATCH_NEEDS[p] as readonly string[]).includes(id));
  return [...new Set([...direct, ...direct.flatMap(dependentsOf)])];
}

/** The switch's setting that builds without `id` (and the patches that need it), in a sentence. */
export function switchWithout(id: PatchId): string {
  const gone = new Set([id, ...dependentsOf(id)]);
  const rest = PATCH_IDS.filter((p) => !gone.has(p));
  return `${LAYER_SWITCH}=${rest.length ? rest.join(',') : 'off'}`;
}
