import { useId } from 'react';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TPageModule } from '../../app/page-types';
import { AttorneyCard } from '../../features/attorneys/attorney-card';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { fetchAttorneys } from '../../lib/content/content-client';
import { copyHead, CopyBanner } from '../kit/page-frame';
import { COPY } from './attorneys-copy';
import { CtaBand } from '../kit/cta-band';
import styles from './attorneys-page.module.css';

/**
 * The team (SPEC §2): a card for each attorney (the founder first, then the consulting attorney) linking
 * to the profile, a band that leads to the contact page, and the form. When the content service does not
 * answer, the page still renders (status 200) with a short notice, the contact band and the form.
 */
export const page: TPageModule<TAttorney[] | null> = {
  loader: async ({ contentBase, signal }) => {
    const result = await fetchAttorneys(contentBase, signal);
    return result.kind === 'ok' ? result.data : null;
  },
  head: copyHead(COPY),
  Page: ({ locale, head, data, match, shell }) => {
    const copy = COPY[locale];
    const teamId = useId();
    return (
      <>
        <CopyBanner copy={copy} locale={locale} head={head} />
        <section className={`container ${styles.team}`} aria-labelledby={teamId}>
          <h2 id={teamId} className="visually-hidden">
            {copy.team}
          </h2>
          {data && data.length > 0 ? (
            <ul className={styles.cards}>
              {data.map((attorney, i) => (
                <li key={attorney.slug}>
                  <AttorneyCard
                    attorney={attorney}
                    locale={locale}
                    titleLevel="h3"
                    priority={i === 0}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.unavailable}>{copy.unavailable}</p>
          )}
        </section>
        <CtaBand locale={locale} match={match} siteConfig={shell.siteConfig} copy={copy.band} />
        <PageLeadForm match={match} />
      </>
    );
  },
};
