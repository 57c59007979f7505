import { UnrecoverableError } from 'bullmq';
import type { TSendOpsAlertPayload } from '@firm/shared/jobs/send-ops-alert.job';
import type { TJobHandler } from '../jobs/job-context';
import { findDeadLetter } from './dead-letters.repository';

/** E-mails the operations address about one dead-lettered job (once). */
export const sendOpsAlert: TJobHandler<TSendOpsAlertPayload> = async (
  { deadLetterId },
  { pool, store, mailer, settings, jobId },
) => {
  const entry = await findDeadLetter(pool, deadLetterId);
  if (!entry) throw new UnrecoverableError(`dead letter ${deadLetterId} does not exist`);
  const key = {
    kind: 'ops_alert' as const,
    subjectKey: `dead-letter-${deadLetterId}`,
    target: 'ops',
  };
  if (await store.wasDelivered(key)) return 'already sent';
  const subject = `[ALERTA] Trabajo agotó sus reintentos: ${entry.job_name} (${entry.job_id})`;
  const lines = [
    `Un trabajo de la cola "${entry.queue}" agotó sus ${entry.attempts} intentos y quedó en dead_letters (#${entry.id}).`,
    '',
    `Trabajo: ${entry.job_name}`,
    `Id del trabajo: ${entry.job_id}`,
    `Datos: ${JSON.stringify(entry.payload)}`,
    `Último error: ${entry.error ?? '(sin mensaje)'}`,
    `Fecha: ${entry.failed_at.toISOString()}`,
    '',
    'El prospecto está guardado en la base de datos; revise la causa (SMTP, webhook) y vuelva a encolar el trabajo.',
  ];
  const text = lines.join('\n');
  const html = `<!doctype html><html lang="es"><body><pre style="font-family:monospace">${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string)}</pre></body></html>`;
  const sent = await mailer.send({
    to: settings.opsEmailTo,
    subject,
    text,
    html,
    messageId: `<dead-letter-${deadLetterId}.alert@${settings.mailDomain}>`,
  });
  await store.recordDelivery(key, {
    jobId,
    detail: `${settings.opsEmailTo.join(', ')} ${sent.file ?? sent.messageId}`,
  });
  return 'alert sent';
};
