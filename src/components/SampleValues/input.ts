/**
 * What the values form (./Form.tsx) does with what a reader types: the host and token checked and
 * normalised before they are saved. In a module of its own, so that it loads with the form, not with
 * every code block (src/config/sample-values.ts holds what the code blocks need).
 */
import {samplePlaceholders, type SampleValueKey} from '../../config/sample-values';

/** The placeholder text of a key, e.g. for messages. */
export function placeholderText(key: SampleValueKey): string {
  return samplePlaceholders.find((p) => p.key === key)!.text;
}

/**
 * A host as the samples need it (`https://{{API_HOST}}/v3/…`): a host name or IP address with an
 * optional port, no scheme and no path. A pasted `https://host/` is reduced to `host`. Returns an
 * error message instead when the text is not a host.
 */
export function normalizeHost(input: string): {value: string} | {error: string} {
  let text = input.trim();
  if (!text) return {value: ''};
  text = text.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  if (
    !/^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?$/.test(
      text,
    )
  ) {
    return {
      error: 'Enter the host only, such as api.example.com or 10.0.0.5:8443: no path, spaces or other characters.',
    };
  }
  return {value: text.toLowerCase()};
}

/**
 * A token as the samples can hold it: the characters of a JWT or an opaque token (letters, digits
 * and `-._~+/=`), so a pasted value can never break the quoting of a sample.
 */
export function normalizeToken(input: string): {value: string} | {error: string} {
  const text = input.trim();
  if (!text) return {value: ''};
  if (!/^[A-Za-z0-9\-._~+/=]+$/.test(text)) {
    return {
      error:
        'A token has letters, digits and - . _ ~ + / = only; check that you pasted the whole token and nothing else.',
    };
  }
  return {value: text};
}
