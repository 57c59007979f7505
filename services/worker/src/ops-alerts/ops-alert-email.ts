import { ALERT_SUMMARIES, type TAlertName } from '@firm/shared/ops/alert-catalog';
import { formatFirmDateTime } from '@firm/shared/staff/firm-time';
import { button, FILLED, HEADING, mailDocument, NAVY, text } from '../notify/mail-style';

/** What an alert e-mail is written from. */
export type TOpsAlertInput = {
  kind: 'started' | 'ended';
  alerts: readonly TAlertName[];
  /** When the evaluation found it. */
  at: Date;
  /** The status page (`/staff/estado`). */
  statusUrl: string;
};

const WORDS = {
  started: {
    es: { subject: 'Alerta activa', lead: 'Estas alertas se activaron' },
    en: { subject: 'Alert firing', lead: 'These alerts started' },
  },
  ended: {
    es: { subject: 'Alerta resuelta', lead: 'Estas alertas terminaron' },
    en: { subject: 'Alert resolved', lead: 'These alerts ended' },
  },
} as const;

/**
 * The admins' e-mail that alerts started or ended (issue 33 §4), Spanish first with its English twin:
 * the alerts' names and what each means, the time in the firm's zone and the status page's link.
 * It names no lead and no person.
 */
export function composeOpsAlert(input: TOpsAlertInput): {
  subject: string;
  text: string;
  html: string;
} {
  const words = WORDS[input.kind];
  const names = input.alerts.join(', ');
  const subject = `[${words.es.subject} / ${words.en.subject}] ${names}`;
  const when = {
    es: formatFirmDateTime(input.at.toISOString(), 'es'),
    en: formatFirmDateTime(input.at.toISOString(), 'en'),
  };
  const list = (lang: 'es' | 'en') =>
    input.alerts.map((name) => `- ${name}: ${ALERT_SUMMARIES[name][lang]}`);
  const plain = [
    `${words.es.lead} (${when.es}):`,
    ...list('es'),
    '',
    `${words.en.lead} (${when.en}):`,
    ...list('en'),
    '',
    input.statusUrl,
  ].join('\n');
  const section = (lang: 'es' | 'en', style: string) =>
    `<h2 style="${style}">${text(`${words[lang].lead} (${when[lang]})`)}</h2><ul style="margin:0 0 16px;padding-left:20px;">` +
    input.alerts
      .map(
        (name) => `<li><strong>${text(name)}</strong>: ${text(ALERT_SUMMARIES[name][lang])}</li>`,
      )
      .join('') +
    '</ul>';
  const html = mailDocument(
    subject,
    button('Ver el estado del sistema / Open the status page', input.statusUrl, FILLED(NAVY)) +
      section('es', 'margin:24px 0 8px;font-size:18px;line-height:1.3;') +
      section('en', HEADING),
  );
  return { subject, text: plain, html };
}
