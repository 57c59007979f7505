import { randomUUID } from 'node:crypto';

/** A visitor's session: the anti-forgery token and its cookie, fetched once through an edge. */
export type TSession = { token: string; cookie: string };

/** What became of one lead: accepted or not, and after how many tries. */
export type TSubmission = {
  key: string;
  phone: string;
  accepted: boolean;
  tries: number;
  lastStatus: number;
};

/** GET /csrf-token through `baseUrl`. */
export async function openSession(baseUrl: string): Promise<TSession> {
  const answer = await fetch(`${baseUrl}/csrf-token`);
  const { token } = (await answer.json()) as { token: string };
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { token, cookie };
}

/** The Spanish contact form as the site's script posts it. */
function contactForm(session: TSession, key: string, phone: string): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    form: 'contact-es',
    nombre: 'María José Pérez',
    email: 'maria.jose@example.com',
    phone,
    mensaje: 'Hola, necesito ayuda con mi caso de inmigración. Gracias.',
    checkbox: 'on',
    seccion: 'Contacto Español',
    fecha_hora: new Date().toISOString(),
    idempotency_key: key,
    page_url: 'https://www.herreraimmigrationlaw.com/contacto',
    _token: session.token,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const RETRYABLE = new Set([0, 502, 503, 504]);

/**
 * Posts one lead to `baseUrl` as the visitor `ip` (X-Forwarded-For, believed by an edge with one
 * trusted hop). A dropped connection or a 502/503/504 is retried with the same idempotency key,
 * as the site's script does, up to `maxTries`.
 */
export async function submitLead(
  baseUrl: string,
  session: TSession,
  options: { ip: string; phone: string; maxTries?: number },
): Promise<TSubmission> {
  const key = randomUUID();
  const maxTries = options.maxTries ?? 20;
  let status = 0;
  for (let tries = 1; ; tries += 1) {
    try {
      const answer = await fetch(`${baseUrl}/api/prospecto/agregar`, {
        method: 'POST',
        headers: { cookie: session.cookie, 'x-forwarded-for': options.ip },
        body: contactForm(session, key, options.phone),
      });
      status = answer.status;
      const body = (await answer.json().catch(() => ({}))) as { status?: string };
      if (status === 200 && body.status === 'success')
        return { key, phone: options.phone, accepted: true, tries, lastStatus: status };
    } catch {
      status = 0;
    }
    if (!RETRYABLE.has(status) || tries >= maxTries)
      return { key, phone: options.phone, accepted: false, tries, lastStatus: status };
    await new Promise((resolve) => setTimeout(resolve, 100 * tries));
  }
}
