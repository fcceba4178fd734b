/**
 * Starts the browser's string collator before the page hydrates. The docs plugin sorts its
 * instances with `localeCompare` on the first render, and the first `localeCompare` of a page
 * initialises the collator: about 16 ms on a desktop core, four times that on a mid-range phone,
 * all inside the hydration task. Run in a task of its own while the page's route chunks are still
 * downloading, that work no longer lengthens the one long task of hydration.
 */
if (typeof window !== 'undefined') {
  window.setTimeout(() => 'a'.localeCompare('b'), 0);
}

export {};
