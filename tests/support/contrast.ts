/** WCAG 2 contrast ratio helpers (used by the tests that guard the colour themes). */

function channels(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as [number, number, number];
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour ${color}`);
}

export function relativeLuminance(color: string): number {
  const [r, g, b] = channels(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Token styles of a Prism theme whose colour falls below `min` against the theme background. */
export function lowContrastTokens(
  theme: {
    plain: {color?: string; backgroundColor?: string};
    styles: {types: string[]; style: {color?: string; opacity?: number}}[];
  },
  min = 4.5,
): string[] {
  const bg = theme.plain.backgroundColor!;
  const colors = [{types: ['plain'], style: {color: theme.plain.color}}, ...theme.styles];
  const translucent = theme.styles
    .filter((s) => s.style.opacity !== undefined && s.style.opacity < 1)
    .map((s) => `${s.types.join(',')} opacity ${s.style.opacity}`);
  return [
    ...colors
      .filter((s) => s.style.color && contrastRatio(s.style.color, bg) < min)
      .map((s) => `${s.types.join(',')} ${s.style.color} (${contrastRatio(s.style.color!, bg).toFixed(2)}:1)`),
    ...translucent,
  ];
}
