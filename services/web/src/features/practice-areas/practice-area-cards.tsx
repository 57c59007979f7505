import type { ReactNode } from 'react';
import { Link } from '../../lib/site-router';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { ExternalLink } from '../../components/external-link';
import { ChevronRightIcon, ExternalIcon } from '../../components/icons';
import { PRACTICE_AREAS_COPY } from './practice-areas-copy';
import styles from './practice-area-cards.module.css';

/** Props of {@link PracticeAreaCards}. */
export type TPracticeAreaCardsProps = {
  locale: TLocale;
  /** The sister sites' addresses; without them the two external cards show no link. */
  siteConfig: TSiteConfig | null;
  /** The level of each card's title (the section around the cards has the heading above it). */
  titleLevel?: 'h2' | 'h3';
  /**
   * Fuller content in place of an area's short summary (the services page gives each area's long
   * description). Areas without it show the summary.
   */
  details?: Partial<Record<TPracticeAreaId, ReactNode>>;
  /**
   * grid: three cards side by side from 768 px (default); stacked: one full-width block per area, for
   * cards with details.
   */
  layout?: 'grid' | 'stacked';
};

/** The firm's three practice areas. */
export type TPracticeAreaId = 'immigration' | 'injury' | 'trucks';

type TCard = {
  id: TPracticeAreaId;
  title: string;
  summary: string;
  extra?: string;
  /** Said with the extra line, in plain weight (the costs-and-expenses disclosure). */
  extraNote?: string;
  link: ReactNode;
};

/**
 * The firm's three practice areas (SPEC §2 Services): immigration on this site, personal injury (with its
 * promise, you pay only if the case is won, made by the sister firm it names, with the costs-and-expenses
 * disclosure of Texas Rule 7.02) and truck-driver recruitment on the sister sites, which open in a new tab. Used on the home, services and about pages.
 */
export function PracticeAreaCards({
  locale,
  siteConfig,
  titleLevel = 'h3',
  details,
  layout = 'grid',
}: TPracticeAreaCardsProps) {
  const copy = PRACTICE_AREAS_COPY[locale];
  const sister = siteConfig?.sister_sites;
  const external = (href: string | undefined, label: string) =>
    href ? (
      <ExternalLink href={href} locale={locale} className={styles.link}>
        {label}
        <ExternalIcon className={styles.icon} />
      </ExternalLink>
    ) : null;
  const cards: TCard[] = [
    {
      id: 'immigration',
      ...copy.immigration,
      link: (
        <Link to={getHref('immigrationLawyer', locale)} className={styles.link}>
          {copy.immigration.link}
          <ChevronRightIcon className={styles.icon} />
        </Link>
      ),
    },
    {
      id: 'injury',
      title: copy.injury.title,
      summary: copy.injury.summary,
      extra: copy.injury.promise(siteConfig?.sister_firm_names.personal_injury ?? null),
      extraNote: copy.injury.costs,
      link: external(sister?.personal_injury, copy.injury.link),
    },
    {
      id: 'trucks',
      title: copy.trucks.title,
      summary: copy.trucks.summary,
      link: external(sister?.trucks, copy.trucks.link),
    },
  ];
  const Title = titleLevel;
  return (
    <ul className={styles.cards} aria-label={copy.label} data-layout={layout}>
      {cards.map((card) => (
        <li key={card.id} className={styles.card} data-area={card.id}>
          <Title className={styles.title}>{card.title}</Title>
          {details?.[card.id] ? null : <p className={styles.summary}>{card.summary}</p>}
          {card.extra ? (
            <p className={styles.promise}>
              {card.extra}
              {card.extraNote ? (
                <span className={styles.promiseNote}> {card.extraNote}</span>
              ) : null}
            </p>
          ) : null}
          {details?.[card.id] ? <div className={styles.details}>{details[card.id]}</div> : null}
          {card.link}
        </li>
      ))}
    </ul>
  );
}
