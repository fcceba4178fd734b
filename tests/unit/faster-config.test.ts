/**
 * Docusaurus Faster's flags as the site sets them (src/config/faster.ts): all on by default, one or
 * more turned off by name for the build bench, and an unknown name refused rather than ignored.
 */
import {describe, expect, it} from 'vitest';
import {FASTER_FLAGS, fasterConfig} from '../../src/config/faster';

describe('fasterConfig', () => {
  it('turns every flag on when nothing is named', () => {
    expect(fasterConfig(undefined)).toBe(true);
    expect(fasterConfig(' ')).toBe(true);
  });

  it('turns off exactly the flags named, and keeps every other on', () => {
    const config = fasterConfig('ssgWorkerThreads, gitEagerVcs');
    expect(config).not.toBe(true);
    const off = Object.entries(config as object)
      .filter(([, on]) => !on)
      .map(([flag]) => flag);
    expect(off).toEqual(['ssgWorkerThreads', 'gitEagerVcs']);
    expect(Object.keys(config as object)).toEqual([...FASTER_FLAGS]);
  });

  it('turns every flag off with `all`', () => {
    expect(Object.values(fasterConfig('all') as object).every((on) => !on)).toBe(true);
  });

  it('refuses a name that is not a flag', () => {
    expect(() => fasterConfig('ssgWorkerThread')).toThrow(/unknown flag ssgWorkerThread/);
  });
});
