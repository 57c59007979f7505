import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { QUEUE_DASHBOARD_PATH } from '@firm/shared/routes/staff-paths';
import type { TStaffIdentity } from '@firm/shared/staff/staff-identity';
import { roleAllows } from '@firm/shared/staff/staff-policy';
import { COPY } from './staff-home-copy';
import styles from './staff-home-page.module.css';

/**
 * What the member's role lets them open, one card each (editors and admins see the content studio,
 * admins also routing, accounts, the system status and queues).
 */
export function StaffLinks({ locale, staff }: { locale: TLocale; staff: TStaffIdentity | null }) {
  const copy = COPY[locale];
  const cards = [
    // an editor works on content only: no lead card
    ...(staff && roleAllows(staff.role, 'intake')
      ? [
          { href: getHref('staffLeads', locale), title: copy.leads, text: copy.leadsText },
          {
            href: getHref('socialMediaForm', 'es'),
            title: copy.socialMedia,
            text: copy.socialMediaText,
          },
        ]
      : []),
    // the content studio: editors and admins
    ...(staff && roleAllows(staff.role, 'editor')
      ? [
          { href: getHref('staffPosts', locale), title: copy.posts, text: copy.postsText },
          { href: getHref('studioTexts', locale), title: copy.texts, text: copy.textsText },
          { href: getHref('studioMedia', locale), title: copy.media, text: copy.mediaText },
        ]
      : []),
    ...(staff?.role === 'admin'
      ? [
          { href: getHref('staffRouting', locale), title: copy.routing, text: copy.routingText },
          {
            href: getHref('staffAssignment', locale),
            title: copy.assignment,
            text: copy.assignmentText,
          },
          { href: getHref('staffAccounts', locale), title: copy.accounts, text: copy.accountsText },
          { href: getHref('staffStatus', locale), title: copy.status, text: copy.statusText },
          { href: QUEUE_DASHBOARD_PATH, title: copy.queues, text: copy.queuesText },
        ]
      : []),
    { href: getHref('staffPassword', locale), title: copy.password, text: copy.passwordText },
  ];
  return (
    <section aria-labelledby="links-heading" className={styles.section}>
      <h2 id="links-heading">{copy.linksHeading}</h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.href}>
            <a href={card.href} className={styles.card}>
              <span className={styles.cardTitle}>{card.title}</span>
              <span className={styles.cardText}>{card.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
