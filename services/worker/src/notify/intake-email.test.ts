import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import { composeIntakeEmail } from './intake-email';

const lead: TLeadWithReferrer = {
  id: 12,
  origin: 'web',
  form_variant: 'visa-es',
  locale: 'es',
  name: 'Ana <script>alert(1)</script>',
  email: 'ana@example.com',
  phone: '9155550142',
  message: 'Necesito ayuda\ncon mi caso',
  consent: true,
  section: 'Inmigración Español - google',
  situation: 'abuse-victim',
  married: null,
  stay: null,
  client_time: '2025-06-01T15:30:00.000Z',
  agent: null,
  social_source: null,
  lead_type: null,
  conversation_link: null,
  can_call_now: null,
  pc_referral: null,
  pc_video_call: null,
  page_url: 'https://www.herreraimmigrationlaw.com/visa-humanitaria',
  source: 'google',
  attribution: {
    utm_source: 'google',
    gclid: 'abc',
    landing_path: '/visa-humanitaria',
    first_seen: '2025-05-30T00:00:00.000Z',
  },
  consent_sha256: 'a'.repeat(64),
  consent_version: '2025-01',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  received_at: new Date('2025-06-01T15:30:01.000Z'),
  status: 'New Lead',
  is_spam: false,
  idempotency_key: null,
  referral_batch_id: null,
  entered_by_staff_id: null,
  referrer_name: null,
  referrer_phone: null,
};

describe('composeIntakeEmail', () => {
  const email = composeIntakeEmail(lead, 'https://staff.example.com/');

  it('When a lead is rendered, then the subject names it, its id and its seccion', () => {
    expect(email.subject).toBe(
      'Nuevo prospecto #12: Ana <script>alert(1)</script> — Inmigración Español - google',
    );
  });

  it('When a lead is rendered, then the text lists every field in Spanish, the attribution, the consent record and the inbox link', () => {
    for (const line of [
      'Teléfono: 9155550142',
      'Situación: Víctima de maltrato por parte de un coyote, patrón o pareja',
      'Mensaje: Necesito ayuda\ncon mi caso',
      'Formulario: visa-es (Formulario web)',
      'gclid (Google Ads): abc',
      'Página de llegada: /visa-humanitaria',
      'Fecha/hora del navegador: 2025-06-01T15:30:00.000Z',
      'Aceptó términos y contacto: Sí',
      `Huella SHA-256 del texto: ${'a'.repeat(64)}`,
      'Prospecto #12: https://staff.example.com/prospectos/12',
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it('When user content holds HTML, then the HTML version escapes it', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('<a href="https://staff.example.com/prospectos/12">');
  });
});
