/** Turns a prism-react-renderer theme into CSS rules for build-time highlighted code. */
import type {PrismTheme} from 'prism-react-renderer';

const kebab = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${kebab(k)}:${String(v)}`)
    .join(';');
}

/**
 * The CSS of one theme under `scope` (e.g. `[data-theme='dark']`): the code block's colours as the
 * `--prism-color` / `--prism-background-color` variables, then one rule per token style, in the
 * theme's order so a later style wins as it does in prism-react-renderer.
 */
export function themeCss(theme: PrismTheme, scope: string): string {
  const block = `${scope} .theme-code-block`;
  const rules = [
    `${block}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
  ];
  for (const {types, languages, style} of theme.styles) {
    const body = declarations(style);
    if (!body) continue;
    const prefixes = languages?.length ? languages.map((lang) => `${block}.language-${lang}`) : [block];
    const selectors = prefixes.flatMap((prefix) => types.map((type) => `${prefix} .token.${type}`));
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules.join('\n');
}

/** Light theme on the default (light) mode, dark theme when `data-theme="dark"`. */
export function codeThemesCss(light: PrismTheme, dark: PrismTheme): string {
  return `${themeCss(light, "[data-theme='light']")}\n${themeCss(dark, "[data-theme='dark']")}\n`;
}
