import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { firmDay } from '@firm/shared/staff/firm-time';
import type { TInboxOverview } from '@firm/shared/staff/inbox-list';
import { COPY } from './staff-home-copy';
import styles from './staff-home-page.module.css';

/** Props of {@link TodayNumbers}. */
export type TTodayNumbersProps = { locale: TLocale; overview: TInboxOverview; now: string };

/** The day's numbers (the overdue in red while any), each a link to the leads behind it where the inbox can list them. */
export function TodayNumbers({ locale, overview, now }: TTodayNumbersProps) {
  const copy = COPY[locale];
  const leads = getHref('staffLeads', locale);
  const today = firmDay(now);
  const tiles = [
    {
      key: 'received',
      label: copy.receivedToday,
      value: overview.receivedToday,
      href: `${leads}?from=${today}&to=${today}`,
    },
    {
      key: 'uncontacted',
      label: copy.uncontacted,
      value: overview.uncontacted,
      href: `${leads}?status=New+Lead&sort=oldest`,
    },
    { key: 'contacted', label: copy.contactedToday, value: overview.contactedToday, href: null },
    {
      key: 'overdue',
      label: copy.overdue,
      value: overview.overdue,
      href: `${leads}?status=New+Lead&sort=oldest`,
    },
  ];
  return (
    <section aria-labelledby="today-heading" className={styles.section}>
      <h2 id="today-heading">{copy.todayHeading}</h2>
      <ul className={styles.numbers}>
        {tiles.map((tile) => {
          const body = (
            <>
              <span className={styles.number} data-testid={`today-${tile.key}`}>
                {tile.value.toLocaleString(`${locale}-US`)}
              </span>
              <span>{tile.label}</span>
            </>
          );
          return (
            <li key={tile.key}>
              {tile.href ? (
                <a
                  href={tile.href}
                  className={
                    tile.key === 'overdue' && tile.value > 0
                      ? `${styles.tile} ${styles.alertTile}`
                      : styles.tile
                  }
                >
                  {body}
                </a>
              ) : (
                <span className={styles.tile}>{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
