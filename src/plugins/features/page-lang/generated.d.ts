// The file behind `@generated/codeTranslations`, imported by its own name by ./client/code-translations.ts.
declare module '@generated/codeTranslations.json' {
  const translations: Record<string, string>;
  export default translations;
}

// The file behind `@generated/i18n`, imported by its own name by ./client/i18n.ts.
declare module '@generated/i18n.json' {
  const i18n: unknown;
  export default i18n;
}
