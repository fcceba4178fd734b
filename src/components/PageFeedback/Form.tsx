/**
 * The part of the page feedback shown after "No" (./index.tsx loads it on use): a labelled text box for
 * what was missing, and the link that opens a message to Pitel support with the page's title, its
 * address and the reader's text (src/config/feedback.ts: the target, the message). The link is the only
 * way out, and the reader follows it: the page sends nothing.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {feedbackHref, feedbackTarget, isMailTarget} from '@site/src/config/feedback';
import type {Lang} from '@site/src/config/page-langs';
import styles from './styles.module.css';

/** What the reader may type, at most: the message stays well inside what mail apps take in a link. */
const MAX_TEXT = 1000;

/**
 * `{address}` is the support address of a `mailto:` target, said in full: a reader whose mail is on the
 * web has no mail app for the link to open, and writes to it instead.
 */
const words = {
  en: {
    label: 'What was missing or unclear? (optional)',
    hint: 'The link opens your mail app with a message to Pitel support ({address}), holding your text and this page’s address. Nothing is sent until you send it.',
    hintForm:
      'The link opens the feedback form with your text and this page’s address. Nothing is sent until you send it there.',
    mail: 'Write to Pitel support',
    form: 'Open the feedback form',
    opened:
      'If your mail app opened, send the message from there. If nothing opened, write to {address} with this page’s address. This page sent nothing.',
    openedForm: 'The feedback form opens in a new browser tab. Nothing was sent from this page.',
  },
  vi: {
    label: 'Trang còn thiếu gì hoặc chỗ nào khó hiểu? (không bắt buộc)',
    hint: 'Liên kết bên dưới mở ứng dụng thư của bạn với một thư soạn sẵn gửi bộ phận hỗ trợ Pitel ({address}), gồm nội dung bạn nhập và địa chỉ trang này. Thư chỉ được gửi khi bạn nhấn gửi trong ứng dụng thư.',
    hintForm:
      'Liên kết bên dưới mở biểu mẫu góp ý, điền sẵn nội dung bạn nhập và địa chỉ trang này. Góp ý chỉ được gửi khi bạn nhấn gửi trên biểu mẫu.',
    mail: 'Viết thư cho bộ phận hỗ trợ Pitel',
    form: 'Mở biểu mẫu góp ý',
    opened:
      'Nếu ứng dụng thư đã mở, hãy gửi thư từ đó. Nếu không có gì mở ra, hãy gửi thư tới {address} kèm địa chỉ trang này. Trang này không gửi gì.',
    openedForm: 'Biểu mẫu góp ý mở trong thẻ trình duyệt mới. Trang này không gửi gì.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** The address of a `mailto:` target. */
const mailAddress = (target: string) => decodeURIComponent(target.replace(/^mailto:/i, '').replace(/\?.*$/, ''));

interface FormProps {
  lang: Lang;
  title: string;
  url: string;
  /** Says something in the component's status region. */
  onStatus: (text: string) => void;
}

export default function Form({lang, title, url, onStatus}: FormProps): ReactNode {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const w = words[lang];
  const mail = isMailTarget(feedbackTarget);
  const address = mail ? mailAddress(feedbackTarget) : '';
  // Shown because the reader pressed "No": the text box is where they go next.
  useEffect(() => box.current?.focus(), []);
  return (
    <div className={styles.form}>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {w.label}
      </label>
      <textarea
        ref={box}
        id={`${id}-text`}
        className={styles.text}
        rows={3}
        maxLength={MAX_TEXT}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {mail ? w.hint.replace('{address}', address) : w.hintForm}
      </p>
      <a
        className="button button--sm button--primary"
        href={feedbackHref({title, url, text, lang})}
        {...(mail ? {} : {target: '_blank', rel: 'noopener noreferrer'})}
        onClick={() => onStatus(mail ? w.opened.replace('{address}', address) : w.openedForm)}>
        {mail ? w.mail : w.form}
      </a>
    </div>
  );
}
