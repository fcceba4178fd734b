/**
 * The reader's own sample values (API host and access token): one small store, kept in this
 * browser's local storage only, that code blocks subscribe to (src/plugins/features/code-blocks/theme/CodeBlock). Nothing here
 * sends a request; the values never leave the page.
 *
 * The server snapshot is always empty, so React hydrates the server HTML with the placeholders and
 * applies the stored values in the render that follows hydration (useSyncExternalStore).
 */
import {useSyncExternalStore} from 'react';
import type {SampleValues} from '@site/src/config/sample-values';

/** The local-storage key; the same on every page of the site. */
const SAMPLE_VALUES_STORAGE_KEY = 'pitel-docs.sample-values';

const EMPTY: SampleValues = Object.freeze({});
const listeners = new Set<() => void>();
let current: SampleValues | undefined;

/** The values that are non-empty strings, or EMPTY when neither is. */
function clean({host, token}: Record<string, unknown>): SampleValues {
  const values: SampleValues = {};
  if (typeof host === 'string' && host) values.host = host;
  if (typeof token === 'string' && token) values.token = token;
  return values.host || values.token ? values : EMPTY;
}

function read(): SampleValues {
  try {
    const raw = window.localStorage.getItem(SAMPLE_VALUES_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (parsed && typeof parsed === 'object') return clean(parsed as Record<string, unknown>);
  } catch {
    // Storage blocked (private mode, policy) or a value that is not ours: behave as empty.
  }
  return EMPTY;
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab saved or forgot the values: follow it.
  if (event.key === SAMPLE_VALUES_STORAGE_KEY || event.key === null) {
    current = read();
    emit();
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): SampleValues {
  current ??= read();
  return current;
}

function getServerSnapshot(): SampleValues {
  return EMPTY;
}

/** Saves the values (an empty one is left out) and updates every subscribed code block. */
export function saveSampleValues(values: SampleValues): boolean {
  const next = clean(values);
  try {
    if (next === EMPTY) window.localStorage.removeItem(SAMPLE_VALUES_STORAGE_KEY);
    else window.localStorage.setItem(SAMPLE_VALUES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    return false;
  }
  current = next;
  emit();
  return true;
}

/** Removes the stored values; the samples show the placeholders again. */
export function forgetSampleValues(): void {
  try {
    window.localStorage.removeItem(SAMPLE_VALUES_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  current = EMPTY;
  emit();
}

/** The reader's values; empty during server rendering and hydration. */
export function useSampleValues(): SampleValues {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
