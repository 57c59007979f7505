import type { TPageText } from '@firm/shared/content/page-text';
import type { TLocale } from '@firm/shared/i18n/locale';
import { keepWholeInHtml, splitKeepWhole } from './keep-whole';
import { PageText } from './page-text';
import { VISA_PAGE_COPY } from './visa-page-copy';
import styles from './visa-page.module.css';

/** One block of a page text: its HTML and the anchor of its first heading (which names its section). */
export type TVisaBlock = { html: string; anchor: string | undefined };

/**
 * A block of a page's text, or null when the text or the block is missing.
 * @param text - the page's text (null when the content service could not give it)
 * @param name - the block (a file name in infra/content/pages/<page>/)
 */
export function blockOf(text: TPageText | null, name: string): TVisaBlock | null {
  const html = text?.blocks[name];
  return html ? { html, anchor: text?.headings[name]?.[0]?.anchor } : null;
}

/** Props of {@link VisaBlock}. */
export type TVisaBlockProps = { block: TVisaBlock; className?: string | undefined };

/** A page text's HTML as prose, with form names and phone numbers kept on one line. */
export function VisaText({ html }: { html: string }) {
  return <PageText html={keepWholeInHtml(html, styles.whole ?? '')} />;
}

/** A block of the page's text as a section named by its first heading. */
export function VisaBlock({ block, className }: TVisaBlockProps) {
  return (
    <section className={className} aria-labelledby={block.anchor}>
      <VisaText html={block.html} />
    </section>
  );
}

/** Short copy with its form names and phone numbers kept on one line. */
export function KeepWhole({ text }: { text: string }) {
  return splitKeepWhole(text).map((piece, i) =>
    piece.whole ? (
      <span key={i} className={styles.whole}>
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  );
}

const MONTH_YEAR: Record<TLocale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** Props of {@link AsOf}. */
export type TAsOfProps = { locale: TLocale; updated: string | null | undefined };

/**
 * "Information as of November 2026": the month of the text's "updated" date (the firm changes it when it
 * reviews the facts), nothing when the text gave none.
 */
export function AsOf({ locale, updated }: TAsOfProps) {
  const date = updated ? new Date(updated) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return (
    <p className={styles.asOf}>{VISA_PAGE_COPY[locale].asOf(MONTH_YEAR[locale].format(date))}</p>
  );
}
