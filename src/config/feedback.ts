/**
 * Where the page feedback's "No" sends the reader (src/components/PageFeedback), and the message it fills
 * in. Nothing is sent by the page: the reader gets a link, and their mail app (or the form service named
 * here) sends the message only when they do.
 *
 * `feedbackTarget` is the one setting. It is either
 * - `mailto:` and an address: the link opens a message to that address, with a subject and a body that
 *   name the page's title and address and hold the reader's text (RFC 6068 encoding); or
 * - an `https://` URL template with the placeholders `{title}`, `{url}`, `{text}` and `{lang}`, each
 *   replaced by its value, URL-encoded: for a site that gets a form service, for example
 *   `https://forms.example.com/docs-feedback?page={url}&title={title}&message={text}&lang={lang}`.
 * A form service on another host is only a link: the Content-Security-Policy (deploy/nginx.conf) needs no
 * change, and no script or request of the site reaches it.
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

/** Whether a target is an e-mail address (a `mailto:` link) rather than a URL template. */
export const isMailTarget = (target: string) => /^mailto:/i.test(target);

/**
 * The link the reader activates: `mailto:` with the subject and body filled in, or the URL template with
 * its placeholders filled in. Throws on a target that is neither (a writer's slip shows in the build's
 * server render, not in a reader's browser).
 */
export function feedbackHref(message: FeedbackMessage, target: string = feedbackTarget): string {
  if (isMailTarget(target)) {
    const address = target.replace(/\?.*$/, '');
    const subject = encodeURIComponent(messageWords[message.lang].subject(message.title));
    return `${address}?subject=${subject}&body=${encodeURIComponent(messageBody(message))}`;
  }
  if (!/^https:\/\//i.test(target))
    throw new Error(`feedbackTarget: expected "mailto:…" or an "https://…" URL template, got "${target}"`);
  const values: Record<string, string> = {
    title: message.title,
    url: message.url,
    text: message.text.trim(),
    lang: message.lang,
  };
  return target.replace(/\{(title|url|text|lang)\}/g, (_, key: string) => encodeURIComponent(values[key]));
}
