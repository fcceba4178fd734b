/**
 * A guide's print edition (../index.ts adds the route): a title page (the guide, the site, the date, the
 * online address), a linked table of contents, then every page of the guide in sidebar order, each
 * starting a new sheet when printed (src/css/custom.css, "Printing").
 *
 * Each page is its own compiled MDX, rendered with the site's MDX components and three changes, so that
 * the whole guide works as one HTML page: its headings go one level down (the page's title is an h2
 * under the guide's h1); its ids get the page's anchor as a prefix (../anchors.ts: the table of
 * contents and the links between pages keep working, and no id is used twice); and a link to a page of
 * the guide, or to a heading of one, leads to its part of this page.
 */
import React, {Children, isValidElement, useMemo, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {MDXProvider} from '@mdx-js/react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import MDXComponents from '@theme/MDXComponents';
import {pageAnchors, printHref, printId, type PageAnchors} from '../anchors';
import type {PrintEditionData, PrintPage, TocItem} from '../edition';
import {text} from './text';

/** A page's compiled MDX: the component, with the MDX loader's exports on it. */
type MDXPage = ComponentType & {contentTitle?: string};

interface Props {
  readonly edition: PrintEditionData;
  readonly pages: readonly {content: MDXPage}[];
}

type HeadingLevel = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
type HeadingProps = ComponentProps<'h2'>;

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k] ?? ''));

/** A link to a print edition: the landing pages' "Print or save as PDF" line holds one. */
const isPrintLink = (child: ReactNode) =>
  isValidElement<{href?: unknown}>(child) &&
  typeof child.props.href === 'string' &&
  child.props.href.endsWith('/print');

/** The MDX components of one page of the edition (see the header). */
function usePageComponents(page: PrintPage, anchors: PageAnchors) {
  return useMemo(() => {
    const heading = (as: HeadingLevel) =>
      function PrintHeading({id, ...props}: HeadingProps) {
        return <Heading {...props} as={as} id={id ? printId(page.anchor, id) : undefined} />;
      };
    const A = MDXComponents.a;
    return {
      ...MDXComponents,
      // A page whose MDX starts with its own `# title`: that heading is the page's title.
      h1: ({id: _id, ...props}: HeadingProps) => <Heading {...props} as="h2" id={page.anchor} />,
      h2: heading('h3'),
      h3: heading('h4'),
      h4: heading('h5'),
      h5: heading('h6'),
      h6: heading('h6'),
      a: ({href, ...props}: ComponentProps<'a'>) => (
        <A {...props} href={printHref(href, page.anchor, page.permalink, anchors)} />
      ),
      // The landing page's line that leads to this edition: left out of the edition itself, on screen as
      // on paper (src/css/custom.css leaves it out of every printed page).
      p: (props: ComponentProps<'p'>) => (Children.toArray(props.children).some(isPrintLink) ? null : <p {...props} />),
    };
  }, [page, anchors]);
}

function EditionPage({page, Content, anchors}: {page: PrintPage; Content: MDXPage; anchors: PageAnchors}): ReactNode {
  const components = usePageComponents(page, anchors);
  return (
    <section className="print-break margin-vert--xl" aria-labelledby={page.anchor}>
      <div className="theme-doc-markdown markdown">
        {page.trail.length > 0 && <p className="margin-bottom--sm">{page.trail.join(' › ')}</p>}
        {Content.contentTitle === undefined && (
          <Heading as="h2" id={page.anchor}>
            {page.title}
          </Heading>
        )}
        <MDXProvider components={components}>
          <Content />
        </MDXProvider>
      </div>
    </section>
  );
}

function Contents({items}: {items: readonly TocItem[]}): ReactNode {
  return (
    <ol>
      {items.map((item) =>
        'items' in item ? (
          <li key={item.label}>
            {item.anchor ? <Link href={`#${item.anchor}`}>{item.label}</Link> : item.label}
            <Contents items={item.items} />
          </li>
        ) : (
          <li key={item.anchor}>
            <Link href={`#${item.anchor}`}>{item.title}</Link>
          </li>
        ),
      )}
    </ol>
  );
}

export default function PrintEdition({edition, pages}: Props): ReactNode {
  const t = text[edition.lang];
  const anchors = useMemo(() => pageAnchors(edition.pages), [edition.pages]);
  const n = edition.pages.length;
  return (
    <Layout>
      <PageMetadata
        title={`${edition.title}: ${t.printEdition}`}
        description={fill(t.description, {n, title: edition.title})}
        image={edition.image}
      />
      <Head>
        {/* The pages are indexed one by one; this page repeats them (and the sitemap leaves out a noindex page). */}
        <meta name="robots" content="noindex" />
        <meta property="og:image:alt" content={edition.imageAlt} />
        <meta name="twitter:image:alt" content={edition.imageAlt} />
      </Head>
      <main className="container margin-vert--lg">
        <article>
          <header>
            <p>{edition.site}</p>
            <h1>{edition.title}</h1>
            <p>{fill(t.edition, {n})}</p>
            <p>
              <time dateTime={edition.date.iso}>
                {fill(edition.date.kind === 'updated' ? t.updated : t.built, {date: edition.date.text})}
              </time>
            </p>
            <p>
              {t.online} <a href={edition.url}>{edition.url}</a>
            </p>
            <p className="print-hide">
              {/* Infima's button classes, which the page feedback names already: nothing added to the stylesheet. */}
              <button type="button" className="button button--primary button--sm" onClick={() => window.print()}>
                {t.print}
              </button>{' '}
              {t.printHint}
            </p>
          </header>
          <nav className="print-break margin-vert--xl" aria-labelledby="print-contents">
            <h2 id="print-contents">{t.contents}</h2>
            <Contents items={edition.toc} />
          </nav>
          {edition.pages.map((page, i) => (
            <EditionPage key={page.anchor} page={page} Content={pages[i].content} anchors={anchors} />
          ))}
        </article>
      </main>
    </Layout>
  );
}
