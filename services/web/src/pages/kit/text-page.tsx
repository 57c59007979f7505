import type { TPageText } from '@firm/shared/content/page-text';
import { PAGE_TEXT_BLOCKS, type TPageTextKey } from '@firm/shared/content/page-text-blocks';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import type { TBilingual } from '../../lib/copy/bilingual';
import { shellCopy } from '../../lib/copy/shell-copy';
import { formatLongDate } from '../../lib/format-date';
import { loadPageText } from './load-page-text';
import { PageText, PageTextIndex, PageTextNotice } from './page-text';
import { PAGE_TEXT_COPY } from './page-text-copy';
import type { TPageCopy } from './static-page';
import { trailOf } from './trail';
import styles from './text-page.module.css';

/**
 * A page whose body is a page text (the privacy policy, the terms): banner with breadcrumb, heading,
 * lead and "last updated" date, an index of the text's sections beside (or, on phones, above) the text,
 * then the page's lead form. When the content service cannot give the text, the page still renders with
 * its frame and form and a notice inviting the visitor to call or write (status 200: the page exists).
 * @param key - the page text, rendered block by block in the order PAGE_TEXT_BLOCKS lists them
 * @param copy - the page's title, heading, description and lead in both languages
 */
export function textPage(
  key: TPageTextKey,
  copy: TBilingual<TPageCopy>,
): TPageModule<TPageText | null> {
  const blocksOf = (text: TPageText) =>
    PAGE_TEXT_BLOCKS[key].flatMap((block) => {
      const html = text.blocks[block];
      return html ? [{ block, html, headings: text.headings[block] ?? [] }] : [];
    });
  return {
    loader: (args) => loadPageText(args, key),
    head: ({ locale }) => ({
      title: copy[locale].title,
      heading: copy[locale].heading,
      description: copy[locale].description,
      breadcrumb: trailOf(locale, copy[locale].heading),
    }),
    Page: ({ locale, head, data, match, shell }) => {
      const blocks = data ? blocksOf(data) : [];
      const headings = blocks.flatMap((b) => b.headings);
      return (
        <>
          <PageHeader
            heading={copy[locale].heading}
            trail={head.breadcrumb}
            breadcrumbLabel={shellCopy(locale).breadcrumb}
            lead={copy[locale].lead}
          >
            {data?.updated ? (
              <p className={styles.updated}>
                {PAGE_TEXT_COPY[locale].lastUpdated}{' '}
                <time dateTime={data.updated}>{formatLongDate(data.updated, locale)}</time>
              </p>
            ) : null}
          </PageHeader>
          <div
            className={`container ${styles.body} ${headings.length > 0 ? styles.withIndex : ''}`}
          >
            {blocks.length > 0 ? (
              <>
                <PageTextIndex locale={locale} headings={headings} />
                <div className={styles.text}>
                  {blocks.map(({ block, html }) => (
                    <PageText key={block} html={html} />
                  ))}
                </div>
              </>
            ) : (
              <PageTextNotice locale={locale} siteConfig={shell.siteConfig} />
            )}
          </div>
          <PageLeadForm match={match} />
        </>
      );
    },
  };
}
