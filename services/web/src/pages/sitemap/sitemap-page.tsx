import { useId } from 'react';
import { Link } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TPageLoaderArgs, TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { collectSitePages } from '../../lib/content/site-pages';
import { shellCopy } from '../../lib/copy/shell-copy';
import { trailOf } from '../kit/trail';
import { COPY } from './sitemap-copy';
import type { TSitemapContent, TSitemapGroup, TSitemapLink } from './sitemap-groups';
import { sitemapGroups } from './sitemap-groups';
import styles from './sitemap-page.module.css';

/**
 * What the page keeps of the content, in its language only (the hydration data stays small). The content
 * service being down is not an error: the route map's pages are still listed, with a note.
 */
async function loadContent({
  match,
  contentBase,
  signal,
}: TPageLoaderArgs): Promise<TSitemapContent> {
  const en = match.locale === 'en';
  const pages = await collectSitePages(contentBase, signal);
  return {
    attorneys: pages.attorneys.map((a) => ({
      slug: a.slug,
      name: a.name,
      role: en ? a.role_en : a.role_es,
    })),
    categories: pages.categories.map((c) => ({
      id: c.id,
      slug: en ? c.url_en : c.url_es,
      name: en ? c.nombre_en : c.nombre_es,
    })),
    posts: pages.posts
      .map((p) => ({
        slug: en ? p.url_en : p.url_es,
        title: en ? p.titulo_en : p.titulo_es,
        categoryId: p.category.id,
      }))
      // an article not published in this language has no address in it
      .filter((post) => post.slug),
    complete: pages.complete,
  };
}

function Links({ links, nested = false }: { links: TSitemapLink[]; nested?: boolean }) {
  return (
    <ul className={nested ? styles.nested : styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.label}</Link>
          {link.children?.length ? <Links links={link.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

function Group({ group }: { group: TSitemapGroup }) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId} data-group={group.id}>
      <h2 id={headingId} className={styles.groupHeading}>
        {group.heading}
      </h2>
      <Links links={group.links} />
    </section>
  );
}

function SitemapBody({ locale, content }: { locale: TLocale; content: TSitemapContent }) {
  const groups = sitemapGroups(locale, content);
  return (
    <div className={`container ${styles.body}`}>
      {content.complete ? null : (
        <p className={styles.note} role="status">
          {COPY[locale].incomplete}
        </p>
      )}
      <div className={styles.groups}>
        {groups
          .filter((group) => group.id !== 'blog')
          .map((group) => (
            <Group key={group.id} group={group} />
          ))}
      </div>
      {groups
        .filter((group) => group.id === 'blog')
        .map((group) => (
          <Group key={group.id} group={group} />
        ))}
    </div>
  );
}

/**
 * The HTML sitemap of a language: every page that exists in it, grouped (the firm, services, visas,
 * reviews, contact and forms, legal, then the blog across the width), attorney profiles and blog articles
 * (under their category) included. Pages kept out of search engines are not listed.
 */
export const page: TPageModule<TSitemapContent> = {
  loader: loadContent,
  head: ({ locale }) => ({
    title: COPY[locale].title,
    description: COPY[locale].description,
    breadcrumb: trailOf(locale, COPY[locale].title),
  }),
  Page: ({ locale, head, data }) => (
    <>
      <PageHeader
        heading={COPY[locale].title}
        trail={head.breadcrumb}
        breadcrumbLabel={shellCopy(locale).breadcrumb}
        lead={COPY[locale].lead}
      />
      <SitemapBody locale={locale} content={data} />
    </>
  ),
};
