import { randomUUID } from 'node:crypto';

const BOUNDARY = 'benchboundary7MA4YWxkTrZu0gW';

/** The multipart content type of {@link submissionBody}. */
export const SUBMISSION_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

let counter = 0;

/**
 * One valid Spanish contact-form submission, as the site's script sends it, with a unique
 * idempotency key and phone number (so neither deduplication nor per-phone limits interfere).
 */
export function submissionBody(token: string): string {
  counter += 1;
  const fields: Record<string, string> = {
    form: 'contact-es',
    nombre: 'María José Pérez',
    email: 'maria.jose@example.com',
    phone: `9${String(100_000_000 + counter).slice(-9)}`,
    mensaje: 'Hola, necesito ayuda con mi caso de inmigración. Gracias.',
    checkbox: 'on',
    seccion: 'Contacto Español',
    fecha_hora: new Date().toISOString(),
    idempotency_key: randomUUID(),
    page_url: 'https://www.herreraimmigrationlaw.com/contacto',
    _token: token,
  };
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}
