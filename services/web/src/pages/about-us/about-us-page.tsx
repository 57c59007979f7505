import { useId } from 'react';
import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TPageText } from '@firm/shared/content/page-text';
import type { TPageModule } from '../../app/page-types';
import { AttorneyCard } from '../../features/attorneys/attorney-card';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { PracticeAreaCards } from '../../features/practice-areas/practice-area-cards';
import { fetchAttorney } from '../../lib/content/content-client';
import { firmYears } from '../../lib/content/site-config';
import { loadPageText } from '../kit/load-page-text';
import { firmJsonLd } from '../kit/page-json-ld';
import { PageText } from '../kit/page-text';
import { copyHead, CopyBanner } from '../kit/page-frame';
import { aboutCopy } from './about-us-copy';
import { MissionLinks } from './mission-links';
import styles from './about-us-page.module.css';

type TData = { history: TPageText | null; founder: TAttorney | null };

/**
 * About us (SPEC §2): the firm's history (page text) with a few facts, the mission with links to the three
 * services, the practice-area cards, the founder's card linking to her profile, and the form. Each part that
 * needs the content service is left out when it does not answer; the page still renders.
 */
export const page: TPageModule<TData> = {
  loader: async (args) => {
    const [history, founder] = await Promise.all([
      loadPageText(args, 'about-us'),
      fetchAttorney(args.contentBase, FOUNDER_SLUG, args.signal),
    ]);
    return { history, founder: founder.kind === 'ok' ? founder.data : null };
  },
  head: (context) =>
    copyHead(aboutCopy(firmYears(context.shell.siteConfig, context.shell.year)), {
      jsonLd: firmJsonLd,
    })(context),
  Page: ({ locale, head, data, match, shell }) => {
    const copy = aboutCopy(firmYears(shell.siteConfig, shell.year))[locale];
    const id = useId();
    const history = data.history?.blocks['history'];
    return (
      <>
        <CopyBanner copy={copy} locale={locale} head={head} />
        <div className={`container ${styles.story}`}>
          {history ? (
            <section aria-labelledby={`${id}-history`}>
              <h2 id={`${id}-history`}>{copy.historyHeading}</h2>
              <PageText html={history} />
            </section>
          ) : null}
          <ul className={styles.facts} aria-label={copy.factsLabel}>
            {copy.facts.map((fact) => (
              <li key={fact.label}>
                <span className={styles.factValue}>{fact.value}</span>
                <span className={styles.factLabel}>{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <section className={styles.mission} aria-labelledby={`${id}-mission`}>
          <div className="container">
            <h2 id={`${id}-mission`}>{copy.missionHeading}</h2>
            <p className={styles.missionText}>{copy.mission}</p>
            <MissionLinks locale={locale} siteConfig={shell.siteConfig} label={copy.missionLinks} />
          </div>
        </section>
        <section className={`container ${styles.services}`} aria-labelledby={`${id}-services`}>
          <h2 id={`${id}-services`}>{copy.servicesHeading}</h2>
          <PracticeAreaCards locale={locale} siteConfig={shell.siteConfig} />
        </section>
        {data.founder ? (
          <section className={`container ${styles.founder}`} aria-labelledby={`${id}-founder`}>
            <h2 id={`${id}-founder`}>{copy.founderHeading}</h2>
            <div className={styles.founderCard}>
              <AttorneyCard attorney={data.founder} locale={locale} />
            </div>
          </section>
        ) : null}
        <PageLeadForm match={match} />
      </>
    );
  },
};
