/**
 * Where the page feedback's "No" sends the reader (src/components/PageFeedback), and the message it fills
 * in. Nothing is sent by the page: the reader gets a link, and their mail app sends the message only when
 * they do.
 *
 * `feedbackTarget` is the one setting: `mailto:` and an address. The link opens a message to that
 * address, with a subject and a body that name the page's title and address and hold the reader's text
 * (RFC 6068 encoding).
 *
 * No Node.js import: the browser loads this with the form, after the reader presses "No".
 */
import {support} from '../data/support';
import type {Lang} from './page-langs';

/** The one setting: Pitel's technical support, as its API documentation names it (src/data/support.ts). */
export const feedbackTarget: string = `mailto:${support.email}`;

export interface FeedbackMessage {
  /** The page's title, as its h1 shows it. */
  title: string;
  /** The page's full address (the site URL and the percent-encoded path). */
  url: string;
  /** What the reader typed; may be empty. */
  text: string;
  lang: Lang;
}

/** The words of the message, in the page's language. */
export const messageWords = {
  en: {
    subject: (title: string) => `Pitel Docs: feedback on “${title}”`,
    page: 'Page',
    address: 'Address',
    missing: 'What was missing or unclear',
  },
  vi: {
    subject: (title: string) => `Tài liệu Pitel: góp ý về trang “${title}”`,
    page: 'Trang',
    address: 'Địa chỉ',
    missing: 'Trang còn thiếu gì hoặc chỗ nào khó hiểu',
  },
} as const satisfies Record<Lang, unknown>;

/** The body of the message: the page's title and address, then the reader's text. Lines end with CRLF, as RFC 6068 asks of a mailto body (the reader's own line breaks too). */
export function messageBody({title, url, text, lang}: FeedbackMessage): string {
  const w = messageWords[lang];
  return [
    `${w.page}: ${title}`,
    `${w.address}: ${url}`,
    '',
    `${w.missing}:`,
    text.trim().replace(/\r?\n/g, '\r\n'),
  ].join('\r\n');
}

/**
 * The link the reader activates: the `mailto:` target with the subject and body filled in. Throws on a
 * target that is not `mailto:` (a writer's slip shows in the build's server render, not in a reader's browser).
 */
export function feedbackHref(message: FeedbackMessage, target: string = feedbackTarget): string {
  if (!/^mailto:/i.test(target)) throw new Error(`feedbackTarget: expected "mailto:…", got "${target}"`);
  const address = target.replace(/\?.*$/, '');
  const subject = encodeURIComponent(messageWords[message.lang].subject(message.title));
  return `${address}?subject=${subject}&body=${encodeURIComponent(messageBody(message))}`;
}
