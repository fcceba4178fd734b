/**
 * The inspector's chunk (`call-inspector`), loaded on the reader's first press of the button
 * (./index.tsx): the core (../../core/inspect.ts), the catalogue the build wrote from the OpenAPI
 * documents, and the answer as a region with a heading. Links to pages of the site are Docusaurus links;
 * on a Vietnamese page, those that lead to English pages carry `hreflang="en"` and say " (tiếng Anh)"
 * (the core adds the words); the call-status reference is linked in its Vietnamese edition. A proposed
 * event is marked with the site's proposal notice, as pages mark a proposed design (src/components/Planned).
 */
import React, {useId, type CSSProperties, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {Planned} from '@site/src/components/Planned';
import catalogue from '@generated/pitel-call-inspector/default/catalogue.json';
import {inspectText, type Fact, type Inspection, type Lang} from '../../core/inspect';
import {isVietnamesePage, link, type Inline} from '../../core/inline';
import {text} from '../../core/text';

/**
 * The answer's styles, inline like the form's (./index.tsx). Code from the payload (UUIDs, URLs) breaks
 * anywhere rather than widen a phone's page; a fact's label sits beside its text when there is room for
 * both, above it otherwise.
 */
const gap = {marginBottom: '0.5rem'};
const styles = {
  result: {
    marginTop: '1rem',
    paddingTop: '0.75rem',
    borderTop: '1px solid var(--ifm-color-emphasis-300)',
    overflowWrap: 'anywhere',
  },
  heading: {margin: '0.75rem 0 0.5rem'},
  p: gap,
  verdict: {...gap, fontWeight: 'var(--ifm-font-weight-bold)'},
  valid: {marginBottom: '0.75rem', paddingLeft: '0.75rem', borderLeft: '4px solid var(--ifm-color-success-dark)'},
  invalid: {marginBottom: '0.75rem', paddingLeft: '0.75rem', borderLeft: '4px solid var(--ifm-color-danger-dark)'},
  list: {...gap},
  facts: {margin: '0 0 0.5rem'},
  fact: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '0.75rem',
    padding: '0.3rem 0',
    borderBottom: '1px solid var(--ifm-color-emphasis-200)',
  },
  // The text takes the free space of the line; a label alone on its line (a phone) takes the whole line.
  dt: {flex: '1 0 9.5rem', fontWeight: 'var(--ifm-font-weight-bold)'},
  dd: {flex: '1000 1 14rem', margin: 0},
  last: {margin: 0},
} satisfies Record<string, CSSProperties>;

/** Inspects what the reader pasted or typed, in the page's language. */
export function inspect(input: string, lang: Lang): Inspection {
  return inspectText(input, lang, catalogue);
}

function InlineView({inline, lang}: {inline: Inline; lang: Lang}): ReactNode {
  return inline.map((piece, i) => {
    if ('text' in piece) return <React.Fragment key={i}>{piece.text}</React.Fragment>;
    if ('code' in piece) return <code key={i}>{piece.code}</code>;
    return (
      <Link key={i} to={piece.href} hrefLang={lang === 'vi' && !isVietnamesePage(piece.href) ? 'en' : undefined}>
        {piece.link}
      </Link>
    );
  });
}

function Facts({facts, lang}: {facts: readonly Fact[]; lang: Lang}): ReactNode {
  return (
    <dl style={styles.facts}>
      {facts.map((f, i) => (
        <div key={i} style={styles.fact}>
          <dt style={styles.dt}>{f.label}</dt>
          <dd style={styles.dd}>
            <InlineView inline={f.text} lang={lang} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Result({inspection}: {inspection: Inspection}): ReactNode {
  const id = useId();
  const {lang} = inspection;
  const t = text[lang];
  return (
    <section className="pitel-call-inspector-result" style={styles.result} aria-labelledby={id}>
      <h3 id={id} style={styles.heading}>
        {t.resultHeading}: <InlineView inline={inspection.title} lang={lang} />
      </h3>
      {inspection.planned && (
        <Planned>
          <p>{t.plannedBody}</p>
        </Planned>
      )}
      {inspection.message && (
        <p style={styles.p}>
          <InlineView inline={inspection.message} lang={lang} />
        </p>
      )}
      {inspection.identification.map((line, i) => (
        <p key={i} style={styles.p}>
          <InlineView inline={line} lang={lang} />
        </p>
      ))}
      {inspection.verdict && (
        <div style={inspection.valid ? styles.valid : styles.invalid}>
          <p style={styles.verdict}>
            <InlineView inline={inspection.verdict} lang={lang} />
          </p>
          {inspection.problems.length > 0 && (
            <ul style={styles.list}>
              {inspection.problems.map((p, i) => (
                <li key={i}>
                  <code>{p.path}</code>: <InlineView inline={p.message} lang={lang} />
                </li>
              ))}
              {inspection.moreProblems && (
                <li>
                  <InlineView inline={inspection.moreProblems} lang={lang} />
                </li>
              )}
            </ul>
          )}
        </div>
      )}
      {inspection.notes.map((line, i) => (
        <p key={i} style={styles.p}>
          <InlineView inline={line} lang={lang} />
        </p>
      ))}
      {inspection.facts.length > 0 && <Facts facts={inspection.facts} lang={lang} />}
      {inspection.records?.map((r) => (
        <React.Fragment key={r.path}>
          <h4 style={styles.heading}>
            {r.title} (<code>{r.path}</code>)
          </h4>
          <Facts facts={r.facts} lang={lang} />
        </React.Fragment>
      ))}
      {inspection.silent && (
        <p style={styles.p}>
          <InlineView inline={inspection.silent} lang={lang} />
        </p>
      )}
      {inspection.read.length > 0 && (
        <p style={styles.last}>
          <strong>{t.readNext}:</strong>{' '}
          {inspection.read.map((r, i) => (
            <React.Fragment key={r.href}>
              {i > 0 && ', '}
              <InlineView inline={link(r.text, r.href, t.englishOnly)} lang={lang} />
            </React.Fragment>
          ))}
        </p>
      )}
    </section>
  );
}
