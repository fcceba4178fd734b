/**
 * The call-event inspector on a page: a labelled text box and a button, rendered on the server like the
 * rest of the article. The inspector itself (its core, the catalogue of the OpenAPI documents and the
 * status vocabulary) is one chunk, `call-inspector`, loaded when the reader first presses the button;
 * nothing is loaded before, and nothing is sent anywhere: the text box has no name and the form no
 * action (`method="dialog"`, so a press before hydration does nothing either).
 *
 * The answer is a region with a heading (./Inspector.tsx); a polite live region says what was found
 * ("Inspected v1 event hangup: 3 problems."). The page's language picks the answer's language.
 *
 * Styles are inline (the CSP allows style attributes): a CSS module would join the one stylesheet that
 * every page of the site loads, for a tool three pages show.
 */
import React, {useId, useState, type CSSProperties, type FormEvent, type ReactNode} from 'react';
import {usePageLang} from '@site/src/components/usePageLang';
import {labels} from './labels';

const styles = {
  inspector: {
    marginBottom: 'var(--ifm-leading)',
    padding: '0.75rem',
    border: '1px solid var(--ifm-color-emphasis-300)',
    borderRadius: 'var(--ifm-global-radius)',
  },
  form: {display: 'grid', gap: '0.4rem', justifyItems: 'start'},
  label: {fontWeight: 'var(--ifm-font-weight-bold)'},
  hint: {margin: 0, fontSize: '0.875rem'},
  input: {
    width: '100%',
    minHeight: '8rem',
    resize: 'vertical',
    padding: '0.5rem',
    font: '0.8125rem/1.45 var(--ifm-font-family-monospace)',
    color: 'var(--ifm-font-color-base)',
    background: 'var(--ifm-background-color)',
    border: '1px solid var(--ifm-color-emphasis-600)',
    borderRadius: 'var(--ifm-global-radius)',
  },
  srOnly: {position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap'},
} satisfies Record<string, CSSProperties>;

const loadInspector = () => import(/* webpackChunkName: "call-inspector" */ './Inspector');

/** Text with `backticked` parts as code. */
function WithCode({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) => (part.startsWith('`') && part.length > 1 ? <code key={i}>{part.slice(1, -1)}</code> : part));
}

/** The form; its answer's heading is an h3, under the h2 of the section the inspector sits in. */
export default function CallInspector(): ReactNode {
  const lang = usePageLang();
  const t = labels[lang];
  const id = useId();
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ReactNode>(null);
  const [announcement, setAnnouncement] = useState('');

  const inspect = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    // Emptied first, so that the same words said again are announced again.
    setAnnouncement('');
    try {
      const {inspect: run, Result} = await loadInspector();
      const inspection = run(input, lang);
      setAnswer(<Result inspection={inspection} />);
      setAnnouncement(inspection.announcement);
    } catch {
      setAnswer(<p>{t.failed}</p>);
      setAnnouncement(t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    // The class names the inspector for the browser tests.
    <div className="pitel-call-inspector" style={styles.inspector}>
      <form method="dialog" style={styles.form} onSubmit={(event) => void inspect(event)} data-search-skip="">
        <label htmlFor={`${id}-input`} style={styles.label}>
          {t.label}
        </label>
        <p id={`${id}-hint`} style={styles.hint}>
          <WithCode text={t.hint} />
        </p>
        <textarea
          id={`${id}-input`}
          style={styles.input}
          aria-describedby={`${id}-hint`}
          rows={8}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        <div>
          <button type="submit" className="button button--primary button--sm" aria-busy={busy || undefined}>
            {t.button}
          </button>
          {busy && ` ${t.loading}`}
        </div>
      </form>
      <div role="status" aria-live="polite" style={styles.srOnly}>
        {announcement}
      </div>
      {answer}
    </div>
  );
}
