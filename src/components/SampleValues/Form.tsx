/**
 * "Your values": the reader's API host and access token, saved in this browser's local storage and
 * shown in every code sample of the site in place of `{{API_HOST}}` and `YOUR_ACCESS_TOKEN`.
 * Nothing is submitted anywhere: the form only writes to the store (./store.ts). Loaded when a
 * reader opens it (src/components/PageActions).
 */
import React, {
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {normalizeHost, normalizeToken, placeholderText} from './input';
import {canonicalPages} from '@site/src/config/pages';
import {forgetSampleValues, saveSampleValues, useSampleValues} from './store';
import styles from './styles.module.css';

type Errors = {host?: string; token?: string};

interface FieldProps {
  id: string;
  label: string;
  name: string;
  type: 'text' | 'password';
  inputMode?: 'url';
  placeholder?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A labelled input with its error message, tied to it for screen readers. */
function Field({id, label, inputRef, error, onChange, ...input}: FieldProps): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        {...input}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export default function SampleValuesForm({onClose}: {onClose: () => void}): ReactNode {
  const stored = useSampleValues();
  const [host, setHost] = useState(stored.host ?? '');
  const [token, setToken] = useState(stored.token ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const hostRef = useRef<HTMLInputElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const save = (event: FormEvent) => {
    // Nothing is sent: the values go to local storage only.
    event.preventDefault();
    const h = normalizeHost(host);
    const t = normalizeToken(token);
    const next: Errors = {host: 'error' in h ? h.error : undefined, token: 'error' in t ? t.error : undefined};
    setErrors(next);
    if ('error' in h) return hostRef.current?.focus();
    if ('error' in t) return tokenRef.current?.focus();
    setHost(h.value);
    if (!h.value && !t.value) {
      forgetSampleValues();
      setStatus('Both fields are empty: the samples show the placeholders.');
      return;
    }
    setStatus(
      saveSampleValues({host: h.value, token: t.value})
        ? 'Saved. The samples on every page of this site now show your values.'
        : 'This browser does not allow the page to store values (private mode or a site setting), so they cannot be used.',
    );
  };

  const forget = () => {
    forgetSampleValues();
    setHost('');
    setToken('');
    setErrors({});
    setStatus(`Forgotten. The samples show ${placeholderText('host')} and ${placeholderText('token')} again.`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    // Escape pressed in any field closes the form: the fields' keydown, handled where they all meet.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a form holds interactive fields
    <form className={styles.form} onSubmit={save} onKeyDown={onKeyDown} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        Fill the code samples with your values
      </p>
      <div className={styles.fields}>
        <Field
          id={`${id}-host`}
          label="Your API host"
          name="host"
          type="text"
          inputMode="url"
          placeholder="api.example.com"
          inputRef={hostRef}
          value={host}
          error={errors.host}
          onChange={setHost}
        />
        <Field
          id={`${id}-token`}
          label="Access token"
          name="token"
          type="password"
          inputRef={tokenRef}
          value={token}
          error={errors.token}
          onChange={setToken}
        />
      </div>
      <p className={styles.note}>
        Kept only in this browser's local storage, on this device, and never sent anywhere: the samples are filled in on
        the page itself. Anyone using this browser profile can read them, so press Forget on a shared computer.{' '}
        <Link to={canonicalPages.authentication}>How to get a token</Link>.
      </p>
      <div className={styles.buttons}>
        <button type="submit" className={clsx('button button--sm button--primary', styles.button)}>
          Use in samples
        </button>
        <button type="button" className={clsx('button button--sm button--secondary', styles.button)} onClick={forget}>
          Forget
        </button>
        <button type="button" className={clsx('button button--sm button--link', styles.button)} onClick={onClose}>
          Close
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </form>
  );
}
