/**
 * The page feedback's link (src/config/feedback.ts): the one setting, a `mailto:` address or an https URL
 * template, and the message it carries (the page's title and full address, the reader's text), encoded so
 * that any text survives: spaces, line breaks, `&`, `#`, `%`, `+` and Vietnamese letters.
 * tests/e2e/feedback.test.ts checks that the built pages' link is feedbackHref's for the page and the text typed.
 */
import {describe, expect, it} from 'vitest';
import {feedbackHref, feedbackTarget, isMailTarget, messageBody, type FeedbackMessage} from '../../src/config/feedback';
import {support} from '../../src/data/support';

const en: FeedbackMessage = {
  title: 'Call queue',
  url: 'https://docs.example.com/guide/portal_callcenter_guide/queue',
  text: '  Which strategy & why? 100% #1 a+b\nSecond line  ',
  lang: 'en',
};
const vi: FeedbackMessage = {
  title: 'Cài đặt',
  url: 'https://docs.example.com/bitrix_pitel_vie/category/c%C3%A0i-%C4%91%E1%BA%B7t',
  text: 'Hàng chờ có giới hạn không?',
  lang: 'vi',
};

/** The decoded query of a link (RFC 6068 / RFC 3986: `+` is a plus, not a space). */
const query = (href: string) =>
  Object.fromEntries(
    href
      .slice(href.indexOf('?') + 1)
      .split('&')
      .map((kv) => kv.split('=').map(decodeURIComponent)),
  );

describe('the page feedback link (src/config/feedback.ts)', () => {
  it('goes to Pitel support by e-mail, as the facts name it', () => {
    expect(feedbackTarget).toBe(`mailto:${support.email}`);
    expect(isMailTarget(feedbackTarget)).toBe(true);
  });

  it('fills a mailto link with the subject and a body of the title, the address and the text, CRLF between lines', () => {
    const href = feedbackHref(en, 'mailto:help@example.com');
    expect(href.startsWith('mailto:help@example.com?subject=')).toBe(true);
    // Nothing that a mail app could read as a separator or a space is left raw.
    expect(href.slice('mailto:'.length)).toMatch(/^[\w.@?=&%-]+$/);
    const {subject, body} = query(href);
    expect(subject).toBe('Pitel Docs: feedback on “Call queue”');
    expect(body).toBe(messageBody(en));
    expect(body.split('\r\n')).toEqual([
      'Page: Call queue',
      `Address: ${en.url}`,
      '',
      'What was missing or unclear:',
      'Which strategy & why? 100% #1 a+b',
      'Second line',
    ]);
    expect(href).toContain('%0D%0A');
  });

  it('writes the message in the page language', () => {
    const {subject, body} = query(feedbackHref(vi, 'mailto:help@example.com'));
    expect(subject).toBe('Tài liệu Pitel: góp ý về trang “Cài đặt”');
    expect(body.split('\r\n')).toEqual([
      'Trang: Cài đặt',
      `Địa chỉ: ${vi.url}`,
      '',
      'Trang còn thiếu gì hoặc chỗ nào khó hiểu:',
      vi.text,
    ]);
  });

  it('keeps only the address of a mailto target that carries its own query', () => {
    expect(
      feedbackHref(en, 'mailto:help@example.com?subject=x').startsWith('mailto:help@example.com?subject=Pitel'),
    ).toBe(true);
  });

  it('fills an https URL template instead, each placeholder URL-encoded', () => {
    const href = feedbackHref(vi, 'https://forms.example.com/f?page={url}&title={title}&message={text}&lang={lang}');
    expect(href.startsWith('https://forms.example.com/f?page=https%3A%2F%2Fdocs.example.com%2F')).toBe(true);
    expect(query(href)).toEqual({page: vi.url, title: vi.title, message: vi.text, lang: 'vi'});
  });

  it('refuses a target that is neither', () => {
    expect(() => feedbackHref(en, 'http://forms.example.com/?t={text}')).toThrow(/feedbackTarget/);
    expect(() => feedbackHref(en, 'help@example.com')).toThrow(/feedbackTarget/);
  });
});
