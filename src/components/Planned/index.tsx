/**
 * The one way pages mark planned material: behaviour, limits, screens or operations that are our
 * proposed design rather than documented by Pitel (facts marked `proposed`). Writers put
 * `<Planned />` at the start of the h2 section it applies to (at most once per h2 section, which the
 * content lint checks); the API reference puts `<PlannedBadge />` beside a planned operation or field.
 * Both link to the Support page, where readers learn how to confirm a detail: the notice once, in its
 * title ("Our proposal, not confirmed by Pitel · ask Pitel support"; in Vietnamese "Đề xuất của chúng tôi, Pitel chưa xác nhận", chosen because "Planned" and "Dự kiến" read as Pitel's roadmap), so its body holds only what is planned and no
 * notice repeats a "confirm before you rely on it" sentence. The text follows the language of
 * the section the page belongs to; its Vietnamese is `viComponents.planned` in src/config/vi-chrome.ts,
 * loaded with the other Vietnamese strings, so an English page does not carry it.
 */
import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import {usePageLang} from '@site/src/components/usePageLang';
import {supportPage} from '@site/src/config/pages';
import {viStrings} from '@site/src/plugins/features/page-lang/client/strings';
import {plannedEn, type PlannedText} from './text';

function useText() {
  const lang = usePageLang();
  const text: PlannedText = lang === 'vi' ? viStrings.components.planned : plannedEn;
  return {...text, support: supportPage(lang)};
}

/**
 * The notice at the start of a section whose content is planned. Children say what exactly is planned;
 * a bare `<Planned />` says that the part is our design (the theme's Admonition renders no content
 * element without children, and a notice should never be a title alone).
 */
export function Planned({children}: {children?: ReactNode}): ReactNode {
  const t = useText();
  return (
    <Admonition
      type="info"
      title={
        <>
          {t.title}{' '}
          <span className="planned-notice__support">
            · <Link to={t.support}>{t.link}</Link>
          </span>
        </>
      }
      className="planned-notice">
      {children ?? <p>{t.fallback}</p>}
    </Admonition>
  );
}

/** A small inline badge for a planned operation or field (API reference, sidebars). */
export function PlannedBadge(): ReactNode {
  const t = useText();
  return (
    <Link to={t.support} className="badge badge--warning planned-badge" title={t.badgeTitle}>
      {t.badge}
    </Link>
  );
}

export default Planned;
