/** Medians and ratios of bench figures. */

export function median(xs: number[]): number {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** ours / other, or '—' when either is missing or the other is 0. */
export function ratio(ours: number | undefined, other: number | undefined): string {
  if (ours === undefined || other === undefined || Number.isNaN(ours) || Number.isNaN(other) || other === 0) return '—';
  return `${(ours / other).toFixed(2)}×`;
}
