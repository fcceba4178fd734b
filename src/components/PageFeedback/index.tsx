/**
 * "Was this page helpful?" at the end of every doc page (src/theme/DocItem/Footer), with no server and
 * no tracking: "Yes" says thank you; "No" opens a short form (./Form.tsx, its own chunk, loaded when
 * "No" is pointed at, focused or pressed) that asks what was missing and gives a link that opens a
 * message to Pitel support with the page's title and address filled in (src/config/feedback.ts). The
 * page sends nothing, stores nothing and sets no cookie; what the reader chose lives in this
 * component's state only.
 *
 * Real buttons (`aria-pressed` says which answer is given), and one polite status region that exists
 * from the first render, so that what it says later is announced.
 */
import React, {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Lang} from '@site/src/config/page-langs';
import {viStrings} from '@site/src/plugins/features/page-lang/client/strings';
import {feedbackEn, type FeedbackText} from './text';
import styles from './styles.module.css';

const loadForm = () => import(/* webpackChunkName: "page-feedback-form" */ './Form');
const Form = lazy(loadForm);
// Loads the form ahead of "No"; a failure is the answer's to show (lazy loads the form again then).
const preloadForm = () => {
  loadForm().catch(() => {});
};

/** The theme's buttons: the answer given in the primary colour, as pressed (`aria-pressed` says it to screen readers). */
const buttonClass = (pressed: boolean) =>
  clsx('button button--sm', pressed ? 'button--primary' : 'button--secondary', styles.answer);

interface PageFeedbackProps {
  lang: Lang;
  /** The page's title. */
  title: string;
  /** The page's full address. */
  url: string;
}

export default function PageFeedback({lang, title, url}: PageFeedbackProps): ReactNode {
  const [answer, setAnswer] = useState<'yes' | 'no' | undefined>();
  const [status, setStatus] = useState('');
  const questionId = useId();
  const w: FeedbackText = lang === 'vi' ? viStrings.components.feedback : feedbackEn;
  const choose = (value: 'yes' | 'no') => {
    setAnswer(value);
    setStatus(value === 'yes' ? w.thanks : '');
  };
  return (
    <div className={clsx('page-feedback', styles.feedback)} lang={lang}>
      <div role="group" aria-labelledby={questionId} className={styles.row}>
        <p id={questionId} className={styles.question}>
          {w.question}
        </p>
        <div className={styles.answers}>
          <button
            type="button"
            className={buttonClass(answer === 'yes')}
            aria-pressed={answer === 'yes'}
            onClick={() => choose('yes')}>
            {w.yes}
          </button>
          <button
            type="button"
            className={buttonClass(answer === 'no')}
            aria-pressed={answer === 'no'}
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
            onClick={() => choose('no')}>
            {w.no}
          </button>
        </div>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {answer === 'no' && (
        <Suspense fallback={null}>
          <Form lang={lang} title={title} url={url} onStatus={setStatus} />
        </Suspense>
      )}
    </div>
  );
}
