/**
 * Code highlighting themes: prism-react-renderer's GitHub (light) and Dracula (dark) with the token
 * colours that fall below WCAG AA contrast (4.5:1 on the code background) darkened or lightened.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaces the colour of every style whose colour is `from`. */
function recolor(theme: PrismTheme, changes: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((s) => {
      // Translucent tokens (GitHub's XML namespaces at 0.7) blend below AA: draw them opaque.
      const {opacity: _opacity, ...style} = s.style;
      return {...s, style: style.color && changes[style.color] ? {...style, color: changes[style.color]} : style};
    }),
  };
}

export const lightCodeTheme = recolor(themes.github, {
  '#999988': '#6e6e62', // comments
  '#e3116c': '#d11064', // strings
  '#36acaa': '#257776', // numbers, properties, booleans
  '#00a4db': '#00769e', // keywords, attribute names
  '#d73a49': '#c63543', // functions, tags
});

export const darkCodeTheme = recolor(themes.dracula, {
  'rgb(98, 114, 164)': '#8c98bc', // comments
});
