import type { TPrivacyRequestKind } from '@firm/shared/privacy/privacy-requests';
import { button, FILLED, mailDocument, NAVY, text } from '../notify/mail-style';

const KIND: Record<TPrivacyRequestKind, { es: string; en: string }> = {
  access: { es: 'acceso a sus datos', en: 'access to their data' },
  correction: { es: 'corrección', en: 'correction' },
  deletion: { es: 'eliminación', en: 'deletion' },
  do_not_contact: { es: 'no contactar', en: 'do not contact' },
  opt_out: { es: 'no vender ni compartir', en: 'opt-out of sale/sharing' },
};

/** What a reminder is written from: the request's number, kind and due date, and the staff link. */
export type TPrivacyReminderInput = {
  requestId: number;
  kind: TPrivacyRequestKind;
  dueOn: string;
  staffUrl: string;
};

/**
 * The admins' reminder that a privacy request falls due within 7 days (internal), Spanish first with
 * its English twin. It names no person and no lead: the number, the kind, the due date and a link to
 * the staff page, which asks for a sign-in.
 */
export function composePrivacyReminder(input: TPrivacyReminderInput): {
  subject: string;
  text: string;
  html: string;
} {
  const kind = KIND[input.kind];
  const subject = `Solicitud de privacidad n.º ${input.requestId} vence el ${input.dueOn} / Privacy request #${input.requestId} due ${input.dueOn}`;
  const es = `La solicitud de privacidad n.º ${input.requestId} (${kind.es}) vence el ${input.dueOn}. La ley da 45 días para responder; por favor termínela o, si hace falta, extiéndala una vez con el motivo.`;
  const en = `Privacy request #${input.requestId} (${kind.en}) is due on ${input.dueOn}. The law gives 45 days to answer; please complete it or, if needed, extend it once with the reason.`;
  const plain = [es, '', en, '', input.staffUrl].join('\n');
  const html = mailDocument(
    subject,
    `<p style="margin:0 0 12px;">${text(es)}</p><p style="margin:0 0 16px;">${text(en)}</p>` +
      button('Abrir solicitudes / Open requests', input.staffUrl, FILLED(NAVY)),
  );
  return { subject, text: plain, html };
}
