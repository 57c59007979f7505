import type { TLocale } from '@firm/shared/i18n/locale';
import { isUnsolicitedReferral } from '@firm/shared/leads/lead-flags';
import { getHref } from '@firm/shared/routes/route-map';
import type { TInboxListItem } from '@firm/shared/staff/inbox-list';
import { LeadBadges } from './lead-badges';

/** Props of {@link LeadName}. */
export type TLeadNameProps = {
  locale: TLocale;
  lead: Pick<TInboxListItem, 'id' | 'name' | 'duplicatePhone' | 'origin'>;
  /** The link's class (the card's or the table's). */
  className: string | undefined;
};

/** A listed lead's name, linked to its page, with its duplicate badge and referral tag. */
export function LeadName({ locale, lead, className }: TLeadNameProps) {
  return (
    <>
      <a href={getHref('staffLead', locale, { id: String(lead.id) })} className={className}>
        {lead.name || `#${lead.id}`}
      </a>
      <LeadBadges
        locale={locale}
        duplicate={lead.duplicatePhone}
        referral={isUnsolicitedReferral(lead)}
      />
    </>
  );
}
