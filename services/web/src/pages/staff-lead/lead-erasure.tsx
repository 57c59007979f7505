import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ERASURE_REASON_MAX } from '@firm/shared/privacy/erasure';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import { formatFirmShort } from '@firm/shared/staff/firm-time';
import {
  StaffAlert,
  StaffField,
  StaffTextArea,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { ERASURE_COPY } from './erasure-copy';
import { retentionRuleOf } from '@firm/shared/privacy/retention';
import { FormHidden } from './lead-card';
import styles from './staff-lead-page.module.css';

/**
 * The notices of the lead summary (issue 31 §3): the lead's phone or e-mail matches a person erased on
 * request (so conflicts can still be checked), or the lead itself is an erased tombstone.
 */
export function ErasureNotices({
  locale,
  detail,
}: {
  locale: TLocale;
  detail: Pick<TLeadDetail, 'erased' | 'erasedContactMatch'>;
}) {
  const copy = ERASURE_COPY[locale];
  const rule = detail.erased ? retentionRuleOf(detail.erased.reason) : null;
  return (
    <>
      {detail.erased ? (
        <StaffAlert tone="info">
          <span data-testid="lead-erased">
            <strong className={styles.noticeLead}>
              {(rule ? copy.retentionNotice : copy.erasedNotice)(
                formatFirmShort(detail.erased.erasedAt, locale),
              )}
            </strong>
            {detail.erased.erasedBy ? `${copy.erasedBy(detail.erased.erasedBy.name)} ` : null}
            {rule ? copy.retentionRule[rule] : copy.reasonOf(detail.erased.reason)}
            <span className={styles.noticeLead}>{copy.erasedNothing}</span>
          </span>
        </StaffAlert>
      ) : null}
      {detail.erasedContactMatch ? (
        <StaffAlert tone="info">
          <span data-testid="erased-contact-match">
            <strong className={styles.noticeLead}>
              {copy.matchNotice(formatFirmShort(detail.erasedContactMatch.erasedAt, locale))}
            </strong>
            {copy.matchHint}
          </span>
        </StaffAlert>
      ) : null}
    </>
  );
}

/**
 * The admins' legal hold and erasure forms on the privacy card, posted to the page (they work before
 * JavaScript): place or lift a hold with a reason; erase the person with a reason, an optional request
 * number and a box confirming it cannot be undone (no erase form while a hold stands).
 */
export function LeadErasure({
  locale,
  token,
  detail,
  posted,
}: {
  locale: TLocale;
  token: string;
  detail: TLeadDetail;
  posted: TStaffPostResult | null;
}) {
  const copy = ERASURE_COPY[locale];
  const { pathname } = useLocation();
  const { legalHold } = detail;
  const holdPosted = posted?.form === 'lead-hold' ? posted : null;
  const erasePosted = posted?.form === 'lead-erase' ? posted : null;
  const formClass = `${staffFormStyles.form} ${styles.plainForm}`;
  return (
    <div className={styles.erasure}>
      <h3 className={styles.subheading}>{copy.holdHeading}</h3>
      <p className={styles.muted} data-testid="legal-hold">
        {legalHold
          ? `${copy.holdStands(formatFirmShort(legalHold.placedAt, locale), legalHold.placedBy?.name ?? '—')} ${copy.reasonOf(legalHold.reason)}`
          : copy.holdNone}
      </p>
      <form method="post" action={pathname} className={formClass}>
        <FormHidden token={token} action={legalHold ? 'hold-lift' : 'hold'} />
        <StaffTextArea
          id="hold-reason"
          name="reason"
          label={legalHold ? copy.liftReason : copy.holdReason}
          value={holdPosted?.values.reason ?? ''}
          maxLength={ERASURE_REASON_MAX}
          error={postedErrorOf(holdPosted, 'reason')}
        />
        <div>
          <button type="submit" className={staffFormStyles.secondary}>
            {legalHold ? copy.lift : copy.hold}
          </button>
        </div>
      </form>
      <h3 className={styles.subheading}>{copy.eraseHeading}</h3>
      <p className={styles.muted}>{copy.eraseHint}</p>
      {legalHold ? (
        <p>{copy.eraseBlocked}</p>
      ) : (
        <form method="post" action={pathname} className={formClass} data-testid="erase-form">
          <FormHidden token={token} action="erase" />
          <StaffTextArea
            id="erase-reason"
            name="reason"
            label={copy.eraseReason}
            value={erasePosted?.values.reason ?? ''}
            maxLength={ERASURE_REASON_MAX}
            error={postedErrorOf(erasePosted, 'reason')}
          />
          <StaffField
            id="erase-request"
            name="requestId"
            label={copy.requestId}
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={erasePosted?.values.requestId ?? ''}
            error={postedErrorOf(erasePosted, 'requestId')}
          />
          <label className={styles.confirm}>
            <input type="checkbox" name="confirm" value="yes" required /> {copy.confirm}
          </label>
          <div>
            <button type="submit" className={staffFormStyles.button}>
              {copy.erase}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
