import { SpanKind, inSpan } from '@firm/shared/server/trace-context';
import { smtpFailureReason } from '../metrics/failure-reason';
import type { TMailer } from './mailer';

/**
 * Each send as a span of the job's trace (tracing on): `smtp send` with the server's answer code
 * (`smtp.response_code`, 250 when accepted) and the number of recipients — never an address or a
 * subject. A failed send's span has the bounded failure reason as its status.
 */
export function traced(mailer: TMailer, transport: 'smtp' | 'file'): TMailer {
  return {
    destination: mailer.destination,
    close: () => mailer.close(),
    send: (mail) =>
      inSpan(
        transport === 'smtp' ? 'smtp send' : 'mail file write',
        { kind: SpanKind.CLIENT, attributes: { 'mail.recipients': mail.to.length } },
        async (span) => {
          try {
            const result = await mailer.send(mail);
            if (result.responseCode) span.setAttribute('smtp.response_code', result.responseCode);
            return result;
          } catch (error) {
            const code = (error as { responseCode?: unknown } | null)?.responseCode;
            if (typeof code === 'number') span.setAttribute('smtp.response_code', code);
            throw error;
          }
        },
        (error) => (transport === 'smtp' ? smtpFailureReason(error) : 'file'),
      ),
  };
}
