import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import { closesEveryChannel } from '@firm/shared/leads/do-not-contact';
import { ERASED_TEXT } from '@firm/shared/privacy/erasure';
import { formatFirmDateTime, formatFirmShort } from '@firm/shared/staff/firm-time';
import type { TNotice } from './intake-view';

/** What the intake e-mail must say first about the person's privacy (issue 31 §1, §3). */
export type TIntakePrivacy = {
  /** The lead's phone or e-mail matches a person erased on request then; null: no match. */
  erasedContactMatchAt: Date | null;
};

/** The subject's slot of a lead nobody may call or write to. */
export const DO_NOT_CONTACT_SLOT = 'NO CONTACTAR';

/** Whether the team may reach the lead on no channel (a member or a request marked it). */
export function closedToEveryone(lead: Pick<TLeadWithReferrer, 'do_not_contact_reason'>): boolean {
  return closesEveryChannel(lead.do_not_contact_reason);
}

function reasonInWords(reason: string): string {
  return reason === ERASED_TEXT
    ? 'la persona pidió borrar sus datos y el motivo se borró con ellos'
    : reason;
}

/**
 * The bands at the top of the intake e-mail (to the team, never to the lead): "No contactar" with
 * its reason and since when (a STOP reply closes texts only: the care band says so), and a match to a contact erased on
 * request (check conflicts before taking the case).
 */
export function privacyNotices(lead: TLeadWithReferrer, privacy: TIntakePrivacy): TNotice[] {
  const notices: TNotice[] = [];
  if (lead.do_not_contact_at && closedToEveryone(lead))
    notices.push({
      tone: 'caution',
      title: 'NO CONTACTAR',
      body: 'Esta persona pidió que no la contactemos: no la llame, no le escriba, no le mande textos ni WhatsApp.',
      lines: [
        { label: 'Motivo', value: reasonInWords(lead.do_not_contact_reason ?? '') },
        { label: 'Desde', value: formatFirmDateTime(lead.do_not_contact_at.toISOString(), 'es') },
      ],
    });
  if (privacy.erasedContactMatchAt)
    notices.push({
      tone: 'warning',
      title: `Contacto eliminado a petición el ${formatFirmShort(privacy.erasedContactMatchAt.toISOString(), 'es')}`,
      body: 'Una persona con este teléfono o correo pidió a la firma que borrara sus datos. Revise si hay conflictos antes de tomar el caso.',
      lines: [],
    });
  return notices;
}
