import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TAssignableMember, TLeadOwner } from '@firm/shared/staff/assignment-rules';
import { StaffSelect, staffFormStyles } from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { FormHidden, LeadCard } from './lead-card';
import { COPY } from './staff-lead-copy';
import styles from './staff-lead-page.module.css';

/** Props of {@link LeadOwner}. */
export type TLeadOwnerProps = {
  locale: TLocale;
  token: string;
  owner: TLeadOwner | null;
  /** Whom the lead may be given to (enabled intake members and admins). */
  members: TAssignableMember[];
  /** The refused post of this form, if any. */
  posted: TStaffPostResult | null;
};

/**
 * Who answers for the lead, and giving it to someone else in one action: a form posted to the page
 * (it works before JavaScript), recorded on the timeline ("Asignado a Ana por Luis").
 */
export function LeadOwner({ locale, token, owner, members, posted }: TLeadOwnerProps) {
  const copy = COPY[locale];
  const { pathname } = useLocation();
  return (
    <LeadCard id="owner-heading" title={copy.ownerHeading}>
      <p data-testid="lead-owner">
        {copy.ownerIs}: <strong>{owner?.name || copy.noOwner}</strong>
      </p>
      <form
        method="post"
        action={pathname}
        className={`${staffFormStyles.form} ${styles.plainForm}`}
      >
        <FormHidden token={token} action="assign" />
        <StaffSelect
          id="owner-staff"
          name="staff_id"
          label={copy.giveTo}
          value={posted?.values.staff_id || String(owner?.id ?? '')}
          options={members.map((member) => ({
            value: String(member.id),
            label: `${member.name || member.email}${member.available ? '' : ` (${copy.away})`}`,
          }))}
          error={postedErrorOf(posted, 'staffId')}
        />
        <div>
          <button type="submit" className={staffFormStyles.button}>
            {copy.assign}
          </button>
        </div>
      </form>
    </LeadCard>
  );
}
