import { useId } from 'react';
import { Link } from '../../lib/site-router';
import { getHref } from '@firm/shared/routes/route-map';
import { ChevronRightIcon } from '../../components/icons';
import { PageTextNotice } from '../kit/page-text';
import { AsOf, blockOf, VisaBlock } from '../kit/visa-blocks';
import type { TVisaBodyProps } from '../kit/visa-page';
import type { THumanitarianCopy } from './humanitarian-visa-copy';
import kit from '../kit/visa-page.module.css';
import styles from './humanitarian-visa-page.module.css';

const VISAS = ['vawaVisa', 'tVisa', 'uVisa'] as const;

/**
 * The humanitarian visa page's body: what these visas are (page text `intro`), a card for each of VAWA,
 * the T visa and the U visa linking to its page, then how to tell which one fits (`which-visa`), dated.
 */
export function HumanitarianBody({
  locale,
  copy,
  text,
  siteConfig,
}: TVisaBodyProps<THumanitarianCopy>) {
  const cardsId = useId();
  const intro = blockOf(text, 'intro');
  const which = blockOf(text, 'which-visa');
  return (
    <div className={`container ${kit.body}`}>
      {intro ? (
        <VisaBlock block={intro} className={kit.intro} />
      ) : (
        <PageTextNotice locale={locale} siteConfig={siteConfig} />
      )}
      <section aria-labelledby={cardsId} data-slot="visa-cards">
        <h2 id={cardsId}>{copy.cardsHeading}</h2>
        <ul className={styles.cards}>
          {VISAS.map((id) => {
            const card = copy.cards[id];
            return (
              <li key={id} className={`${kit.card} ${styles.visaCard}`} data-visa={id}>
                <h3>{card.title}</h3>
                <p>{card.summary}</p>
                <Link to={getHref(id, locale)}>
                  {card.link}
                  <ChevronRightIcon />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      {which ? (
        <div className={kit.band}>
          <VisaBlock block={which} />
          <AsOf locale={locale} updated={text?.updated} />
        </div>
      ) : null}
    </div>
  );
}
