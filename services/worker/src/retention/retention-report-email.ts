import type { TRetentionCounts } from '@firm/shared/privacy/retention';
import { button, FILLED, mailDocument, NAVY, text } from '../notify/mail-style';

/** What a report is written from: the night, its counts, whether it failed, and the staff link. */
export type TRetentionReportInput = {
  night: string;
  counts: TRetentionCounts;
  failed: boolean;
  staffUrl: string;
};

/**
 * The admins' report of a nightly retention run (internal), Spanish first with its English twin:
 * counts per rule, never a name, a phone or a lead; sent only when something was erased or the run
 * failed.
 */
export function composeRetentionReport(input: TRetentionReportInput): {
  subject: string;
  text: string;
  html: string;
} {
  const { night, counts, failed } = input;
  const subject = failed
    ? `Conservación de datos: la limpieza del ${night} no terminó / Data retention: the ${night} run did not finish`
    : `Conservación de datos: limpieza del ${night} / Data retention: ${night} run`;
  const es = [
    failed
      ? `La limpieza automática de la noche del ${night} tuvo un error y no terminó. Lo que alcanzó a hacer:`
      : `La limpieza automática de la noche del ${night} eliminó, según el calendario de conservación:`,
    `• Spam: ${counts.spam} contactos`,
    `• Nunca atendidos o no calificados: ${counts.unengaged} contactos`,
    `• Clics en el teléfono: ${counts.call_clicks} registros`,
    failed
      ? 'La próxima noche se intenta de nuevo; si el error sigue, avise al equipo técnico.'
      : 'De cada persona eliminada queda solo un registro cifrado para revisar conflictos de interés.',
  ];
  const en = [
    failed
      ? `The automatic clean-up of the night of ${night} hit an error and did not finish. What it did:`
      : `The automatic clean-up of the night of ${night} erased, per the retention schedule:`,
    `• Spam: ${counts.spam} leads`,
    `• Never contacted or not qualified: ${counts.unengaged} leads`,
    `• Phone-link clicks: ${counts.call_clicks} records`,
    failed
      ? 'It runs again next night; if the error persists, tell the technical team.'
      : 'Of each erased person only a hashed record remains, for conflict checks.',
  ];
  const plain = [...es, '', ...en, '', input.staffUrl].join('\n');
  const paragraph = (lines: string[]) =>
    `<p style="margin:0 0 16px;">${lines.map((line) => text(line)).join('<br>')}</p>`;
  const html = mailDocument(
    subject,
    paragraph(es) +
      paragraph(en) +
      button('Ver el calendario / See the schedule', input.staffUrl, FILLED(NAVY)),
  );
  return { subject, text: plain, html };
}
