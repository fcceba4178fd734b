/**
 * The results page, /search?q=… (English) and /tim-kiem?q=… (Vietnamese, reached from every Vietnamese
 * page): every hit of the query (up to 50), with section, title, heading and snippet, in the page's
 * language. Typing updates the address, so a search can be shared or bookmarked.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useQueryString} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import {HitContent} from '../../client/HitContent';
import {usePageLang} from '@site/src/components/usePageLang';
import {correctionText, statusMessage} from '../../client/status';
import {preloadSearch, useSearch} from '../../client/useSearch';
import styles from './styles.module.css';

const LIMIT = 50;

/**
 * The heading names the page; the field's label says what to type, and that accents may be left out (the
 * search folds them: src/plugins/features/search/README.md), so the two never repeat each other.
 */
const TEXT = {
  en: {
    title: 'Search',
    heading: 'Search the documentation',
    label: 'Words to find, in English or Vietnamese (accents optional)',
    description: 'Search the Pitel documentation',
    placeholder: 'e.g. campaign, cài đặt ứng dụng',
  },
  vi: {
    title: 'Tìm kiếm',
    heading: 'Tìm trong tài liệu',
    label: 'Nhập từ cần tìm bằng tiếng Việt (có dấu hay không dấu đều được) hoặc tiếng Anh',
    description: 'Tìm trong tài liệu Pitel',
    // Short enough for the box at phone width (390 px).
    placeholder: 'ví dụ: hàng chờ, ghi âm',
  },
} as const;

export default function SearchPage(): ReactNode {
  const searchDir = useBaseUrl('/search/');
  // The address holds the query as `q` (empty while hydrating: the static page is built without one).
  // `useQueryString` is exported by theme-common in 3.10 and 4.0; the `useSearchQueryString` shortcut
  // of 3.10 is gone in 4.0.
  const [urlQuery, setUrlQuery] = useQueryString('q');
  const [query, setQuery] = useState(urlQuery);
  useEffect(() => setQuery(urlQuery), [urlQuery]);
  const lang = usePageLang();
  const t = TEXT[lang];
  const search = useSearch(searchDir, query, LIMIT, lang);
  const {status, hits, snippets, query: answered} = search;

  const message = [
    statusMessage(status, hits.length, answered, lang),
    status === 'ready' && hits.length ? correctionText(search, lang) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Layout title={query ? `${t.title}: ${query}` : t.title} description={t.description}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{t.heading}</h1>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="search-page-input" className={styles.labelText}>
            {t.label}
          </label>
          <input
            id="search-page-input"
            type="search"
            className={styles.input}
            value={query}
            autoComplete="off"
            spellCheck={false}
            placeholder={t.placeholder}
            onFocus={() => {
              preloadSearch(searchDir).catch(() => {});
            }}
            onChange={(e) => {
              setQuery(e.target.value);
              setUrlQuery(e.target.value);
            }}
          />
        </form>
        <p role="status" className={styles.status} data-status={status} data-query={answered}>
          {message}
        </p>
        {hits.length > 0 && (
          <ol className={styles.results}>
            {hits.map((hit, i) => (
              <li key={`${hit.page}:${hit.part}`}>
                <Link to={hit.url} className={styles.result}>
                  <HitContent hit={hit} snippet={snippets[i]} />
                </Link>
              </li>
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
