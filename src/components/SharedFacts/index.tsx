/**
 * The short statements of the shared facts (src/data/shared-facts.ts), for every page that touches
 * them: `<TokenLifetime />`, `<ApiKeyModel />` and `<TokenPerVersion />`, each one paragraph ending
 * with a link to its section of /authentication, in the language of the page's section (English, or
 * Vietnamese on the bitrix_vie pages). A page that renders one imports it (`import {TokenLifetime} from
 * '@site/src/components/SharedFacts';`, checked by the writers' lint, src/plugins/shared/page-imports.ts): write
 * them on a line of their own, never inside a sentence.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useIsEnglishOnly, usePageLang} from '@site/src/components/usePageLang';
import {statements, support, type Inline, type StatementId} from '@site/src/data/shared-facts';

/**
 * Renders text, inline code and links of a statement. On a Vietnamese page, a link to a page that exists
 * only in English says so, as the links of the pages' own text do (src/plugins/features/page-lang/remark-link-lang.ts).
 */
function InlineParts({parts}: {parts: readonly Inline[]}): ReactNode {
  const englishOnly = useIsEnglishOnly();
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      <React.Fragment key={i}>{part}</React.Fragment>
    ) : 'code' in part ? (
      <code key={i}>{part.code}</code>
    ) : (
      <Link key={i} to={part.to} hrefLang={englishOnly(part.to) ? 'en' : undefined}>
        {part.text}
        {englishOnly(part.to) && ' (tiếng Anh)'}
      </Link>
    ),
  );
}

function SharedStatement({id}: {id: StatementId}): ReactNode {
  const lang = usePageLang();
  return (
    <p className="shared-fact" data-fact={id}>
      <InlineParts parts={statements[id][lang]} />
    </p>
  );
}

/** How long a token lasts and how to renew it. */
export function TokenLifetime(): ReactNode {
  return <SharedStatement id="tokenLifetime" />;
}

/** What an API key belongs to and how to keep it. */
export function ApiKeyModel(): ReactNode {
  return <SharedStatement id="apiKeyModel" />;
}

/** Which token works for which API version. */
export function TokenPerVersion(): ReactNode {
  return <SharedStatement id="tokenPerVersion" />;
}

/** Pitel's technical support address, as a mail link. */
export function SupportEmail(): ReactNode {
  return <a href={`mailto:${support.email}`}>{support.email}</a>;
}
