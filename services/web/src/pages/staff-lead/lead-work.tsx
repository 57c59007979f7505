import type { TLocale } from '@firm/shared/i18n/locale';
import type { TAssignableMember } from '@firm/shared/staff/assignment-rules';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import type { TStaffRole } from '@firm/shared/staff/staff-policy';
import { doNotContactBlocks } from '../../features/staff/components/do-not-contact-band';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { FollowUpForm } from './follow-up-form';
import { LeadActions } from './lead-actions';
import { LeadContact, type TOpenDraft } from './lead-contact';
import { LeadDoNotContact } from './lead-do-not-contact';
import { LeadOwner } from './lead-owner';
import { LeadPrivacy } from './lead-privacy';

/** Props of {@link LeadWork}. */
export type TLeadWorkProps = {
  locale: TLocale;
  token: string;
  detail: TLeadDetail;
  openDrafts: TOpenDraft[];
  members: TAssignableMember[];
  now: string;
  role: TStaffRole | undefined;
  /** The refused post of one of the page's forms, if any. */
  posted: TStaffPostResult | null;
};

/**
 * The working cards of a lead (not of an erased one): Llamar, WhatsApp, Texto and Correo; "Llamar de
 * nuevo"; its owner; "No contactar"; status, note and a call recorded by hand; the admins' privacy
 * tools. A lead marked "do not contact" offers no way to reach it: every contact action shows the
 * mark's reason in its place (a STOP reply closes texts only).
 */
export function LeadWork({
  locale,
  token,
  detail,
  openDrafts,
  members,
  now,
  role,
  posted,
}: TLeadWorkProps) {
  const { lead } = detail;
  const closedReason = doNotContactBlocks(detail.doNotContact, locale).call;
  return (
    <>
      <LeadContact
        locale={locale}
        lead={lead}
        token={token}
        openDrafts={openDrafts}
        posted={posted}
        contactPreferences={detail.contactPreferences}
        doNotContact={detail.doNotContact}
      />
      <FollowUpForm
        locale={locale}
        token={token}
        followUps={detail.followUps}
        now={now}
        posted={posted?.form === 'lead-follow-up' ? posted : null}
        closedReason={closedReason}
      />
      <LeadOwner
        locale={locale}
        token={token}
        owner={detail.owner}
        members={members}
        posted={posted?.form === 'lead-assign' ? posted : null}
      />
      <LeadDoNotContact
        locale={locale}
        token={token}
        mark={detail.doNotContact}
        mayLift={role === 'admin'}
        posted={posted?.form === 'lead-dnc' ? posted : null}
      />
      <LeadActions
        locale={locale}
        token={token}
        status={lead.status}
        posted={posted}
        closedReason={closedReason}
      />
      {role === 'admin' ? (
        <LeadPrivacy
          locale={locale}
          token={token}
          detail={detail}
          posted={posted?.form === 'lead-correct' ? posted : null}
          erasurePosted={
            posted?.form === 'lead-hold' || posted?.form === 'lead-erase' ? posted : null
          }
        />
      ) : null}
    </>
  );
}
