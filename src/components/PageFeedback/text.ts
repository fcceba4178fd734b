/**
 * The feedback control's words in English (a file of its own, so the tests' chrome sweep reads them).
 * Their Vietnamese is `viComponents.feedback` in src/config/vi-chrome.ts, loaded with the other
 * Vietnamese strings. The form's words are in ./Form.tsx, loaded with it.
 */
export const feedbackEn = {
  question: 'Was this page helpful?',
  yes: 'Yes',
  no: 'No',
  thanks: 'Thank you! Glad this page helped.',
} as const;

/** The control's words in one language. */
export type FeedbackText = Record<keyof typeof feedbackEn, string>;
