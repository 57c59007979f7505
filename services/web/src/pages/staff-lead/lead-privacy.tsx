import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { CORRECTABLE_FIELDS, CORRECTION_REASON_MAX } from '@firm/shared/privacy/lead-correction';
import { staffPrivacyLeadPath } from '@firm/shared/routes/staff-paths';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import { StaffField, staffFormStyles } from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { FormHidden, LeadCard } from './lead-card';
import { LeadErasure } from './lead-erasure';
import { PRIVACY_COPY } from './privacy-copy';
import styles from './staff-lead-page.module.css';

/**
 * The admins' privacy tools on a lead (issue 31 §3): the export of everything held about the person
 * (a readable page in the lead's language, or JSON), and the correction form — every field prefilled,
 * only the ones changed are sent (`was_*` carries what the page showed), with the reason; the legal hold
 * and the erasure (`LeadErasure`). Posted to the page: it works before JavaScript. An erased lead has
 * none of them.
 */
export function LeadPrivacy({
  locale,
  token,
  detail,
  posted,
  erasurePosted,
}: {
  locale: TLocale;
  token: string;
  detail: TLeadDetail;
  posted: TStaffPostResult | null;
  /** The refused post of the hold or erase form, if any. */
  erasurePosted: TStaffPostResult | null;
}) {
  const copy = PRIVACY_COPY[locale];
  const { lead } = detail;
  const { pathname } = useLocation();
  const current: Record<(typeof CORRECTABLE_FIELDS)[number], string> = {
    name: lead.name,
    email: lead.email ?? '',
    phone: lead.phone,
    message: lead.message ?? '',
  };
  if (detail.erased) return null;
  return (
    <LeadCard id="privacy-heading" title={copy.heading}>
      <p>
        {copy.exportLead}{' '}
        <a href={staffPrivacyLeadPath(lead.id, 'export.html')} target="_blank" rel="noopener">
          {copy.exportHtml}
        </a>{' '}
        · <a href={staffPrivacyLeadPath(lead.id, 'export.json')}>{copy.exportJson}</a>
      </p>
      <h3 className={styles.subheading}>{copy.correctHeading}</h3>
      <form
        method="post"
        action={pathname}
        className={`${staffFormStyles.form} ${styles.plainForm}`}
        data-testid="correct-form"
      >
        <FormHidden token={token} action="correct" />
        <p className={styles.muted}>{copy.correctHint}</p>
        {CORRECTABLE_FIELDS.map((field) => (
          <div key={field}>
            <input type="hidden" name={`was_${field}`} value={current[field]} />
            <StaffField
              id={`correct-${field}`}
              label={copy.fields[field]}
              name={field}
              defaultValue={posted?.values[field] ?? current[field]}
              error={postedErrorOf(posted, field)}
            />
          </div>
        ))}
        <StaffField
          id="correct-reason"
          label={copy.reason}
          name="reason"
          required
          maxLength={CORRECTION_REASON_MAX}
          defaultValue={posted?.values.reason ?? ''}
          error={postedErrorOf(posted, 'reason')}
        />
        <div>
          <button type="submit" className={staffFormStyles.button}>
            {copy.save}
          </button>
        </div>
      </form>
      <LeadErasure locale={locale} token={token} detail={detail} posted={erasurePosted} />
    </LeadCard>
  );
}
