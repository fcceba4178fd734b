/**
 * The proposal notice's and badge's strings in English (a file of its own, so the tests' chrome sweep
 * reads them). Their Vietnamese, under the same keys, is `viComponents.planned` in
 * src/config/vi-chrome.ts, loaded with the other Vietnamese strings (src/plugins/features/page-lang).
 */
export const plannedEn = {
  title: 'Our proposal, not confirmed by Pitel',
  link: 'ask Pitel support',
  fallback: "This part is our proposed design, not in Pitel's published material.",
  badge: 'Proposal',
  badgeTitle: 'Our proposal, not confirmed by Pitel: ask Pitel support before you rely on it',
} as const;

/** The notice's and the badge's strings in one language. */
export type PlannedText = Record<keyof typeof plannedEn, string>;
