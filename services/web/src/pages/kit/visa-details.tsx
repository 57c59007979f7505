import { useId } from 'react';
import { PageTextNotice } from './page-text';
import type { TPageCopy } from './static-page';
import { AsOf, blockOf, KeepWhole, VisaBlock } from './visa-blocks';
import type { TVisaBodyProps } from './visa-page';
import { VISA_PAGE_COPY } from './visa-page-copy';
import styles from './visa-page.module.css';

/** A line of a visa page's summary: a short term and what it means ('Wedding', 'within 90 days …'). */
export type TVisaFact = readonly [term: string, detail: string];

/** The copy of a visa detail page: the frame's words and its summary. */
export type TVisaDetailsCopy = TPageCopy & { facts: readonly TVisaFact[] };

/**
 * The body of a visa detail page (VAWA, T, U, K-1): what the visa is, beside a summary of its key facts
 * (one column on phones, two from 1024 px); who may qualify and what it gives, as two cards side by side
 * from 900 px; then the steps of the process. Every text is a block of the page's text
 * (`intro`, `eligibility`, `benefits`, `process`); the summary's short lines come from the page's copy.
 */
export function VisaDetails({ locale, copy, text, siteConfig }: TVisaBodyProps<TVisaDetailsCopy>) {
  const factsId = useId();
  const kit = VISA_PAGE_COPY[locale];
  const intro = blockOf(text, 'intro');
  const cards = [blockOf(text, 'eligibility'), blockOf(text, 'benefits')].filter((b) => b !== null);
  const process = blockOf(text, 'process');
  return (
    <div className={`container ${styles.body}`}>
      <div className={styles.introRow}>
        {intro ? (
          <VisaBlock block={intro} className={styles.intro} />
        ) : (
          <PageTextNotice locale={locale} siteConfig={siteConfig} />
        )}
        <section className={styles.facts} aria-labelledby={factsId} data-slot="visa-facts">
          <h2 id={factsId} className={styles.factsHeading}>
            {kit.factsHeading}
          </h2>
          <dl className={styles.factList}>
            {copy.facts.map(([term, detail]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>
                  <KeepWhole text={detail} />
                </dd>
              </div>
            ))}
          </dl>
          <AsOf locale={locale} updated={text?.updated} />
          <p className={styles.caseByCase}>{kit.caseByCase}</p>
        </section>
      </div>
      {cards.length > 0 ? (
        <div className={styles.pair}>
          {cards.map((block) => (
            <VisaBlock key={block.anchor ?? block.html} block={block} className={styles.card} />
          ))}
        </div>
      ) : null}
      {process ? (
        <VisaBlock block={process} className={`${styles.band} ${styles.process}`} />
      ) : null}
    </div>
  );
}
