import escapeHtml from 'escape-html';
import type { TSendOpsAlertPayload } from '@firm/shared/jobs/send-ops-alert.job';
import { deliverOnce } from '../deliveries/deliver-once';
import type { TJobHandler } from '../jobs/job-context';
import { findUnalerted, markAlerted, type TDeadLetter } from './dead-letters.repository';

/** Most dead letters listed in one alert; a larger burst continues in the next window's alert. */
const MAX_PER_ALERT = 500;

/**
 * E-mails the operations address once about every dead letter not reported yet: one alert per
 * window, however many leads the burst dead-lettered. Its delivery key names the first and last
 * dead letter, so a re-run sends it once.
 */
export const sendOpsAlert: TJobHandler<TSendOpsAlertPayload> = async (
  _payload,
  { pool, mailer, settings, jobId, log },
) => {
  const entries = await findUnalerted(pool, MAX_PER_ALERT);
  const first = entries[0];
  const last = entries.at(-1);
  if (!first || !last) return 'nothing to report';
  const subjectKey = `dead-letters-${first.id}-${last.id}`;
  const outcome = await deliverOnce({
    pool,
    key: { kind: 'ops_alert', subjectKey, target: 'ops' },
    leadId: null,
    jobId,
    log,
    send: async () => {
      const { subject, text } = composeAlert(entries);
      const sent = await mailer.send({
        to: settings.opsEmailTo,
        subject,
        text,
        html: `<!doctype html><html lang="es"><body><pre style="font-family:monospace">${escapeHtml(text)}</pre></body></html>`,
        messageId: `<${subjectKey}.alert@${settings.mailDomain}>`,
      });
      return `${settings.opsEmailTo.join(', ')} ${sent.file ?? sent.messageId}`;
    },
  });
  if (outcome !== 'held elsewhere')
    await markAlerted(
      pool,
      entries.map((entry) => entry.id),
    );
  return `${outcome}: ${entries.length} dead letter(s)`;
};

function composeAlert(entries: TDeadLetter[]): { subject: string; text: string } {
  const leads = entries.filter((entry) => entry.job_name === 'notify-intake').length;
  const subject = `[ALERTA] ${entries.length} trabajo(s) agotaron sus reintentos (${leads} correo(s) de prospectos)`;
  const lines = [
    `${entries.length} trabajo(s) agotaron sus reintentos y quedaron en dead_letters.`,
    'Los prospectos están guardados en la base de datos. Revise la causa (SMTP, webhook) y vuelva a enviarlos:',
    '  npm run leads:redrive -- --dead-letters      (todos los pendientes)',
    '  npm run leads:redrive -- --lead <id>          (uno), o «Reenviar» en la bandeja del personal',
    '',
    ...entries.map(
      (entry) =>
        `#${entry.id} ${entry.job_name} ${entry.job_id} ${JSON.stringify(entry.payload)} ` +
        `intentos ${entry.attempts} ${entry.failed_at.toISOString()}: ${entry.error ?? '(sin mensaje)'}`,
    ),
  ];
  return { subject, text: lines.join('\n') };
}
