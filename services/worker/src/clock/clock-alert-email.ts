import { formName } from '@firm/shared/forms/form-labels';
import { formatFirmShort, FIRM_TIME_ZONE_NAME } from '@firm/shared/staff/firm-time';
import { waitInWords } from '@firm/shared/staff/first-contact';
import { officeMinutesBetween, type TOfficeSchedule } from '@firm/shared/staff/office-time';
import { leadPageUrl } from '../notify/lead-page-url';
import {
  ALERT,
  ALERT_SOFT,
  FILLED,
  MUTED,
  NAVY,
  button,
  mailDocument,
  text,
} from '../notify/mail-style';
import type { TAlertLead, TAlertRow } from './alert-delivery.repository';

/** The rendered alert. */
export type TClockAlertEmail = { subject: string; text: string; html: string };

/** What an alert e-mail is written from. */
export type TClockAlertInput = {
  alert: Pick<TAlertRow, 'kind' | 'level'>;
  leads: TAlertLead[];
  nowMs: number;
  schedule: TOfficeSchedule;
  staffInboxUrl: string;
};

const oneLine = (value: string): string => value.replace(/[\s\u2028\u2029]+/g, ' ').trim();

function heading(input: TClockAlertInput): { subject: string; es: string; en: string } {
  const n = input.leads.length;
  if (input.alert.kind === 'follow_up')
    return {
      subject: `Llamar de nuevo ahora (${n}) / Call back now (${n})`,
      es: `Es la hora de ${n === 1 ? 'esta llamada' : `estas ${n} llamadas`} que el equipo se propuso hacer.`,
      en: `It is time for ${n === 1 ? 'this call' : `these ${n} calls`} the team set out to make.`,
    };
  if (input.alert.level === 2)
    return {
      subject: `Siguen sin contacto (${n}) / Still not contacted (${n})`,
      es: `${n === 1 ? 'Este prospecto sigue' : `Estos ${n} prospectos siguen`} sin contacto el doble del tiempo fijado. Por favor asigne a alguien para llamar ahora.`,
      en: `${n === 1 ? 'This lead is' : `These ${n} leads are`} still not contacted after twice the target time. Please have someone call now.`,
    };
  return {
    subject: `Prospectos esperando contacto (${n}) / Leads waiting for contact (${n})`,
    es: `${n === 1 ? 'Este prospecto pasó' : `Estos ${n} prospectos pasaron`} el tiempo fijado para el primer contacto. Por favor llame ahora.`,
    en: `${n === 1 ? 'This lead is' : `These ${n} leads are`} past the first-contact target. Please call now.`,
  };
}

/** One lead's line: name, form, how long it waited in office time (or the follow-up's time and note). */
function describe(lead: TAlertLead, input: TClockAlertInput): { es: string; en: string } {
  if (lead.follow_up_due_at) {
    const note = lead.follow_up_note ? ` — ${oneLine(lead.follow_up_note)}` : '';
    return {
      es: `Llamar: ${formatFirmShort(lead.follow_up_due_at.toISOString(), 'es')}${note}`,
      en: `Call: ${formatFirmShort(lead.follow_up_due_at.toISOString(), 'en')}${note}`,
    };
  }
  const waited = officeMinutesBetween(lead.received_at.getTime(), input.nowMs, input.schedule);
  return {
    es: `${formName(lead.form_variant, 'es')} · esperando ${waitInWords(waited)} en horario de oficina`,
    en: `${formName(lead.form_variant, 'en')} · waiting ${waitInWords(waited)} of office time`,
  };
}

/**
 * An alert to the staff about leads that wait (internal: it goes to the team's addresses, never to a
 * lead), Spanish first with the English twin like the staff area, each lead linked to its page. Times
 * in the firm's zone; waits in office time, as the target is counted.
 */
export function composeClockAlert(input: TClockAlertInput): TClockAlertEmail {
  const head = heading(input);
  const rows = input.leads.map((lead) => ({
    name: oneLine(lead.name),
    url: leadPageUrl(input.staffInboxUrl, lead.id),
    ...describe(lead, input),
  }));
  const zone = `${FIRM_TIME_ZONE_NAME.es} / ${FIRM_TIME_ZONE_NAME.en}`;
  const plain = [
    head.es,
    head.en,
    '',
    ...rows.flatMap((row) => [`${row.name}`, `  ${row.es}`, `  ${row.en}`, `  ${row.url}`, '']),
    `Horas: ${zone}`,
  ].join('\n');
  const items = rows
    .map(
      (row) =>
        `<div style="margin:16px 0 0;padding:12px 14px;border-left:6px solid ${ALERT};background:${ALERT_SOFT};">` +
        `<p style="margin:0;font-size:18px;font-weight:bold;">${text(row.name)}</p>` +
        `<p style="margin:4px 0 0;">${text(row.es)}</p>` +
        `<p lang="en" style="margin:2px 0 10px;color:${MUTED};">${text(row.en)}</p>` +
        `${button('Abrir el prospecto / Open the lead', row.url, FILLED(NAVY))}</div>`,
    )
    .join('');
  const html = mailDocument(
    head.subject,
    `<p style="margin:0;font-size:18px;font-weight:bold;">${text(head.es)}</p>` +
      `<p lang="en" style="margin:4px 0 0;color:${MUTED};">${text(head.en)}</p>${items}` +
      `<p style="margin:24px 0 0;font-size:14px;color:${MUTED};">Horas: ${text(zone)}</p>`,
  );
  return { subject: head.subject, text: `${plain}\n`, html };
}
