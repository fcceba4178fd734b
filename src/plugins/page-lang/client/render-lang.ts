/**
 * The language of the page being rendered, for the stand-ins of Docusaurus's generated modules
 * (./code-translations.ts, ./i18n.ts), which have no React context to read it from. src/theme/Root sets
 * it before the page renders, and src/theme/DocRoot sets it again for the doc page being shown.
 */
import type {Lang} from '../../../config/page-langs';

let current: Lang = 'en';

/** Sets the language the theme's strings and `<html lang>` follow, for the render that follows. */
export function setRenderLang(lang: Lang): void {
  current = lang;
}

export function renderLang(): Lang {
  return current;
}
