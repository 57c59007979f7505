import { situationText } from '@firm/shared/forms/situations';
import { formLabel } from '@firm/shared/forms/form-labels';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TInboxListItem } from '@firm/shared/staff/inbox-list';
import { ContactButtons, listContactBlocks } from '../../features/staff/components/contact-buttons';
import { ContactCareBand } from '../../features/staff/components/contact-care-band';
import { LeadAge } from '../../features/staff/components/lead-age';
import { LeadName } from '../../features/staff/components/lead-name';
import { COPY } from './staff-home-copy';
import styles from './staff-home-page.module.css';

/** Props of {@link WaitingLeads}. */
export type TWaitingLeadsProps = { locale: TLocale; leads: TInboxListItem[]; now: string };

/** The five leads that have waited longest for a first contact, each with its age and contact buttons. */
export function WaitingLeads({ locale, leads, now }: TWaitingLeadsProps) {
  const copy = COPY[locale];
  return (
    <section aria-labelledby="waiting-heading" className={styles.section}>
      <h2 id="waiting-heading">{copy.waitingHeading}</h2>
      {leads.length === 0 ? (
        <p>{copy.noneWaiting}</p>
      ) : (
        <ol className={styles.waiting} data-testid="waiting-leads">
          {leads.map((lead) => (
            <li key={lead.id} className={styles.waitingLead}>
              <div className={styles.waitingTop}>
                <LeadName locale={locale} lead={lead} className={styles.leadName} />
              </div>
              <LeadAge locale={locale} lead={lead} now={now} />
              <p className={styles.about}>
                {lead.situation ? `${situationText(lead.situation, locale)} · ` : null}
                {formLabel(lead.form, locale)}
              </p>
              {lead.contactWithCare ? (
                <ContactCareBand
                  locale={locale}
                  preferences={lead.contactPreferences}
                  size="compact"
                />
              ) : null}
              <ContactButtons
                locale={locale}
                lead={lead}
                blocked={listContactBlocks(lead, locale)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
