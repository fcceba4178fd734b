// The file behind `@generated/codeTranslations`, imported by its own name by ./client/code-translations.ts.
declare module '@generated/codeTranslations.json' {
  const translations: Record<string, string>;
  export default translations;
}
