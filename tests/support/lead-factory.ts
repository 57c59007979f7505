import { randomUUID } from 'node:crypto';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import type { TLeadVariantId } from '@firm/shared/forms/form-types';

let sequence = 0;

/** A phone number no other test uses (10 digits, starts with 915), so per-phone limits never collide. */
export function uniquePhone(): string {
  sequence += 1;
  const tail = (Date.now() % 100_000) * 100 + (sequence % 100);
  return `915${String(tail).padStart(7, '0').slice(-7)}`;
}

/** Every variant the lead endpoint serves (the generic one is a request naming none). */
export const LEAD_VARIANTS: TLeadVariantId[] = [
  'footer-en',
  'footer-es',
  'contact-es',
  'contact-en',
  'visa-en',
  'visa-es',
  'blog-en',
  'blog-es',
  'parole-en',
  'parole-es',
  'video-landing',
  'short-video-ads',
  'generic',
];

/**
 * Valid wire fields of a variant's form, as the site's script sends them (with messy but valid
 * user content, so sanitizing is exercised), plus an idempotency key.
 */
export function leadFields(
  variant: TLeadVariantId,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const def = FORM_VARIANTS[variant];
  const fields: Record<string, string> = {
    nombre: '  María José <b>Pérez</b>!  ',
    email: ' maria.jose@example.com ',
    phone: `(${uniquePhone().replace(/^(\d{3})(\d{3})(\d{4})$/, '$1) $2-$3')}`,
    checkbox: 'on',
    seccion: def.seccion,
    fecha_hora: '2025-06-01T15:30:00.000Z',
    idempotency_key: randomUUID(),
    page_url: 'https://www.herreraimmigrationlaw.com/contacto?utm_source=test',
  };
  if (variant !== 'generic') fields.form = variant;
  if (def.fields.includes('mensaje'))
    fields.mensaje = '¿Me pueden ayudar? Mi caso es urgente; gracias 😀 <script>x</script>';
  if (def.fields.includes('situacion')) fields.situacion = 'spouse';
  if (def.fields.includes('casado')) fields.casado = 'no';
  if (def.fields.includes('estancia')) fields.estancia = 'si';
  return { ...fields, ...overrides };
}
