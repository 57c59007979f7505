import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import {
  DO_NOT_CONTACT_REASON_MAX,
  type TDoNotContactView,
} from '@firm/shared/leads/do-not-contact';
import { StaffTextArea, staffFormStyles } from '../../features/staff/components/staff-form';
import { DoNotContactBand } from '../../features/staff/components/do-not-contact-band';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import { DNC_COPY } from '../../features/staff/do-not-contact-copy';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { FormHidden, LeadCard } from './lead-card';
import styles from './staff-lead-page.module.css';

/** Props of {@link LeadDoNotContact}. */
export type TLeadDoNotContactProps = {
  locale: TLocale;
  token: string;
  mark: TDoNotContactView | null;
  /** The member may lift a mark (admins). */
  mayLift: boolean;
  /** The refused post of this part's form, if any. */
  posted: TStaffPostResult | null;
};

/**
 * "No contactar" on the lead page (issue 31 §1): the mark with its reason, and a form posted to the page
 * (it works before JavaScript) to mark the lead — any member, with a reason — or to lift the mark
 * (admins, with a reason). A STOP reply closes texts only: such a lead may still be marked.
 */
export function LeadDoNotContact({ locale, token, mark, mayLift, posted }: TLeadDoNotContactProps) {
  const copy = DNC_COPY[locale];
  const { pathname } = useLocation();
  const closed = mark !== null && !mark.byText;
  const form = (action: 'do-not-contact' | 'do-not-contact-lift') => (
    <form method="post" action={pathname} className={`${staffFormStyles.form} ${styles.plainForm}`}>
      <FormHidden token={token} action={action} />
      <StaffTextArea
        id={`${action}-reason`}
        name="reason"
        label={action === 'do-not-contact' ? copy.reason : copy.liftReason}
        hint={action === 'do-not-contact' ? copy.reasonHint : copy.liftHint}
        value={posted?.values.reason ?? ''}
        maxLength={DO_NOT_CONTACT_REASON_MAX}
        error={postedErrorOf(posted, 'reason')}
      />
      <div>
        <button
          type="submit"
          className={
            action === 'do-not-contact' ? staffFormStyles.secondary : staffFormStyles.button
          }
        >
          {action === 'do-not-contact' ? copy.mark : copy.lift}
        </button>
      </div>
    </form>
  );
  return (
    <LeadCard id="dnc-heading" title={copy.heading}>
      {mark ? <DoNotContactBand locale={locale} mark={mark} /> : null}
      {closed ? null : <p className={styles.muted}>{copy.markHint}</p>}
      {closed ? null : form('do-not-contact')}
      {mark && mayLift ? form('do-not-contact-lift') : null}
      {mark && !mayLift ? <p className={styles.muted}>{copy.adminLifts}</p> : null}
    </LeadCard>
  );
}
