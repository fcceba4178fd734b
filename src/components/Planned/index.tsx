/**
 * The one way pages mark planned material: behaviour, limits, screens or operations that are our
 * proposed design rather than documented by Pitel (facts marked `proposed`). Writers put
 * `<Planned />` at the start of the h2 section it applies to (at most once per h2 section, which the
 * content lint checks); the API reference puts `<PlannedBadge />` beside a planned operation or field.
 * Both link to the Support page, where readers learn how to confirm a detail: the notice once, in its
 * title ("Our proposal, not confirmed by Pitel · ask Pitel support"; in Vietnamese "Đề xuất của chúng tôi, Pitel chưa xác nhận", chosen in issue 44 because "Planned" and "Dự kiến" read as Pitel's roadmap), so its body holds only what is planned and no
 * notice repeats a "confirm before you rely on it" sentence (issue 35). The text follows the language of
 * the section the page belongs to.
 */
import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import {usePageLang} from '@site/src/components/usePageLang';
import {supportPage} from '@site/src/config/pages';

const TEXT = {
  en: {
    title: 'Our proposal, not confirmed by Pitel',
    link: 'ask Pitel support',
    fallback: 'This part is our proposed design, not in Pitel\'s published material.',
    badge: 'Proposal',
    badgeTitle: 'Our proposal, not confirmed by Pitel: ask Pitel support before you rely on it',
  },
  vi: {
    title: 'Đề xuất của chúng tôi, Pitel chưa xác nhận',
    link: 'hỏi bộ phận hỗ trợ Pitel',
    fallback: 'Phần này là thiết kế do chúng tôi đề xuất, chưa có trong tài liệu Pitel đã công bố.',
    badge: 'Đề xuất',
    badgeTitle: 'Đề xuất của chúng tôi, Pitel chưa xác nhận: hãy hỏi bộ phận hỗ trợ Pitel trước khi áp dụng',
  },
} as const;

function useText() {
  const lang = usePageLang();
  return {...TEXT[lang], support: supportPage(lang)};
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
          {t.title} <span className="planned-notice__support">· <Link to={t.support}>{t.link}</Link></span>
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
