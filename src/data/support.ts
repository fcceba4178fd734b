/**
 * Pitel's technical support, as named in its API documentation (../shared/facts/api-v1.md), decided once:
 * the Support page states it, ./shared-facts.ts passes it on to the shared statements, and the page
 * feedback's link writes to it (src/config/feedback.ts). A module of its own, so that the feedback form,
 * loaded in the browser, takes this and nothing else of the shared facts.
 */
export const support = {
  email: 'tech@tel4vn.com',
  /** The address an older edition of the documentation gives. */
  olderEmail: 'support@tel4vn.com',
} as const;
