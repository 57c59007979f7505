import { WebhookTargetError } from '@firm/shared/server/webhook-target';

type TErrorFacts = { code?: unknown; responseCode?: unknown; name?: unknown; message?: unknown };

const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ECONNREFUSED',
  'ECONNRESET',
  'ESOCKET',
  'EDNS',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * Why an SMTP send failed, as a bounded label: `rejected_4xx` / `rejected_5xx` (the server's answer),
 * `timeout`, `connection`, `auth`, `tls`, or `other`.
 */
export function smtpFailureReason(error: unknown): string {
  const facts = (error ?? {}) as TErrorFacts;
  if (typeof facts.responseCode === 'number' && facts.responseCode >= 400)
    return `rejected_${Math.floor(facts.responseCode / 100)}xx`;
  const code = typeof facts.code === 'string' ? facts.code : '';
  if (code === 'ETIMEDOUT') return 'timeout';
  if (code === 'EAUTH' || code === 'ENOAUTH') return 'auth';
  if (code === 'ETLS') return 'tls';
  if (CONNECTION_CODES.has(code)) return 'connection';
  return 'other';
}

/**
 * Why a webhook POST failed: `refused_target` (the policy kept it from being sent), `timeout`,
 * `http_3xx` / `http_4xx` / `http_5xx`, or `network`.
 */
export function webhookFailureReason(error: unknown): string {
  if (error instanceof WebhookTargetError) return 'refused_target';
  const facts = (error ?? {}) as TErrorFacts;
  if (facts.name === 'TimeoutError' || facts.name === 'AbortError') return 'timeout';
  const status = /^HTTP (\d)\d\d/.exec(typeof facts.message === 'string' ? facts.message : '');
  if (status) return `http_${status[1]}xx`;
  return 'network';
}
