import { getHref } from '@firm/shared/routes/route-map';
import { QUEUE_DASHBOARD_PATH } from '@firm/shared/routes/staff-paths';
import { roleAllows } from '@firm/shared/staff/staff-policy';
import type { TPageModule } from '../../app/page-types';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { COPY } from './staff-home-copy';
import styles from './staff-home-page.module.css';

/** The staff home: what the member's role lets them do, one card each (admins see more). */
export const page: TPageModule<null> = {
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell }) => {
    const copy = COPY[locale];
    const staff = shell.staff;
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
      ...(staff?.role === 'admin'
        ? [
            { href: getHref('staffRouting', locale), title: copy.routing, text: copy.routingText },
            {
              href: getHref('staffAccounts', locale),
              title: copy.accounts,
              text: copy.accountsText,
            },
            { href: QUEUE_DASHBOARD_PATH, title: copy.queues, text: copy.queuesText },
          ]
        : []),
      { href: getHref('staffPassword', locale), title: copy.password, text: copy.passwordText },
    ];
    return (
      <StaffPage heading={copy.heading(staff?.name || staff?.email || '')} lead={copy.lead}>
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
      </StaffPage>
    );
  },
};
