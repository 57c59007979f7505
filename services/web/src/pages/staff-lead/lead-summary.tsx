import { formLabel } from '@firm/shared/forms/form-labels';
import { situationText } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import { isUnsolicitedReferral } from '@firm/shared/leads/lead-flags';
import { getHref } from '@firm/shared/routes/route-map';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import { ContactCareBand } from '../../features/staff/components/contact-care-band';
import { DoNotContactBand } from '../../features/staff/components/do-not-contact-band';
import { FirmTime } from '../../features/staff/components/firm-time';
import { LeadAge } from '../../features/staff/components/lead-age';
import { LeadBadges } from '../../features/staff/components/lead-badges';
import { ReferralTag } from '../../features/staff/components/referral-tag';
import { StaffAlert } from '../../features/staff/components/staff-form';
import { COPY } from './staff-lead-copy';
import { ErasureNotices } from './lead-erasure';
import styles from './staff-lead-page.module.css';

/** Props of {@link LeadSummary}. */
export type TLeadSummaryProps = {
  locale: TLocale;
  detail: TLeadDetail;
  now: string;
};

/**
 * The lead at a glance, under its name: status and badges, how long ago it came in (overdue in red
 * and words, with the office time it has waited), its situation and form in words, the red
 * "Contacto con precaución" band when the lead asked for care, the referral rule when the person did
 * not ask to be contacted, and the other leads with its phone. An erased lead shows only its erasure.
 */
export function LeadSummary({ locale, detail, now }: TLeadSummaryProps) {
  const copy = COPY[locale];
  const { lead, samePhone } = detail;
  const referral = isUnsolicitedReferral(lead);
  // an erased lead: that it was erased, when, by whom and why — nothing else is left to act on
  if (detail.erased)
    return (
      <div className={styles.summary}>
        <div className={styles.top}>
          <span className={styles.muted}>{copy.number(lead.id)}</span>
        </div>
        <ErasureNotices locale={locale} detail={detail} />
      </div>
    );
  return (
    <div className={styles.summary}>
      <div className={styles.top}>
        <LeadBadges locale={locale} status={lead.status} duplicate={samePhone.length > 0} />
        <span className={styles.muted}>{copy.number(lead.id)}</span>
      </div>
      <LeadAge
        locale={locale}
        lead={{
          receivedAt: lead.receivedAt,
          firstContactDueAt: detail.firstContactDueAt,
          firstContactedAt: detail.firstContactedAt,
          overdue: detail.overdue,
          officeMinutesWaited: detail.officeMinutesWaited,
        }}
        now={now}
      />
      <p className={styles.about}>
        {lead.situation ? <strong>{situationText(lead.situation, locale)}</strong> : null}
        {lead.situation ? ' · ' : ''}
        {formLabel(lead.formVariant, locale)}
      </p>
      <ErasureNotices locale={locale} detail={detail} />
      {detail.doNotContact ? (
        <DoNotContactBand locale={locale} mark={detail.doNotContact} size="compact" />
      ) : null}
      {detail.contactWithCare ? (
        <ContactCareBand locale={locale} preferences={detail.contactPreferences} />
      ) : null}
      {referral ? (
        <div className={styles.referral}>
          <ReferralTag locale={locale} withRule />
        </div>
      ) : null}
      {samePhone.length ? (
        <StaffAlert tone="info">
          {copy.samePhone}{' '}
          {samePhone.map((other, index) => (
            <span key={other.id}>
              {index ? ', ' : ''}
              <a href={getHref('staffLead', locale, { id: String(other.id) })}>
                {other.name || `#${other.id}`} (
                <FirmTime iso={other.receivedAt} locale={locale} format="short" />)
              </a>
            </span>
          ))}
        </StaffAlert>
      ) : null}
    </div>
  );
}
