import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import { composeIntakeEmail, intakeSubject } from './intake-email';

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
  first_contact_due_at: null,
  first_contact_alert_at: null,
  first_contacted_at: null,
  contact_call: null,
  contact_call_hours: null,
  contact_voicemail: null,
  contact_texts: null,
  do_not_contact_at: null,
  do_not_contact_reason: null,
  owner_id: null,
  referrer_name: null,
  referrer_phone: null,
};

describe('intakeSubject', () => {
  it('When the lead chose a situation, then the subject names the person and the situation in words', () => {
    expect(intakeSubject(lead)).toBe(
      'Nuevo prospecto: Ana <script>alert(1)</script> — Víctima de maltrato por parte de un coyote, patrón o pareja',
    );
  });

  it.each([null, 'none'])(
    'When the situation is %p, then the subject names the form in words',
    (situation) => {
      expect(intakeSubject({ ...lead, situation, form_variant: 'footer-en' })).toBe(
        'Nuevo prospecto: Ana <script>alert(1)</script> — Formulario al pie de página',
      );
    },
  );

  it('When the lead is a referral, then the subject carries its tag instead of the situation', () => {
    expect(intakeSubject({ ...lead, origin: 'referral', name: 'Luis Gómez' })).toBe(
      'Nuevo prospecto: Luis Gómez — Referido — no pidió contacto',
    );
  });

  it('When the name holds line breaks, U+2028 or runs of spaces, then the subject is one line', () => {
    expect(intakeSubject({ ...lead, name: 'Ana\r\n  Ruiz\u2028Bcc: x@y.z' })).toMatch(
      /^Nuevo prospecto: Ana Ruiz Bcc: x@y\.z — /,
    );
  });
});

describe('composeIntakeEmail', () => {
  const email = composeIntakeEmail(lead, 'https://staff.example.com/');

  it('When a lead is rendered, then the text part lists the situation, received time in El Paso, contact links, message, lead link and the consent record', () => {
    for (const line of [
      'Nuevo prospecto · Formulario de una página de visa · Español',
      'Situación: Víctima de maltrato por parte de un coyote, patrón o pareja',
      'Recibido: 1 de junio de 2025, 9:30 a.m., hora de El Paso',
      'Teléfono: (915) 555-0142',
      'Llamar: tel:+19155550142',
      'Correo: ana@example.com',
      'Mensaje\n-------\nNecesito ayuda\ncon mi caso',
      'Abrir el prospecto #12: https://staff.example.com/prospectos/12',
      'gclid (Google Ads): abc',
      'Página de llegada: /visa-humanitaria',
      'Aceptó términos y contacto: Sí',
      `Huella SHA-256 del texto: ${'a'.repeat(64)}`,
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it('When user content holds HTML, then the HTML escapes it and keeps the message line breaks', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Necesito ayuda<br>con mi caso');
    expect(email.html).toContain('href="https://staff.example.com/prospectos/12"');
  });

  it('When the phone cannot be dialled, then no call, WhatsApp or text link is built and the e-mail says to check it', () => {
    const { html, text } = composeIntakeEmail(
      { ...lead, phone: '915555', email: null },
      'https://staff.example.com',
    );
    expect(html).not.toMatch(/href="(tel|sms):|wa\.me/);
    expect(html).toContain('Este número no se puede marcar tal como está; revíselo.');
    expect(text).toContain('Teléfono: 915555');
    expect(text).not.toContain('Llamar:');
  });

  it('When the lead came from the social-media form, then its case facts come before the technical details, the conversation as a link', () => {
    const { text, html } = composeIntakeEmail(
      {
        ...lead,
        origin: 'social_media',
        form_variant: 'social-media',
        agent: 'Grupo 1',
        social_source: 'Facebook',
        conversation_link: 'https://www.facebook.com/messages/t/123',
        can_call_now: true,
      },
      'https://staff.example.com',
    );
    expect(text).toContain('Datos del caso\n--------------\nAgente: Grupo 1\nFuente: Facebook');
    expect(text.indexOf('Se le puede llamar ahora: Sí')).toBeLessThan(
      text.indexOf('Detalles técnicos'),
    );
    expect(html).toContain('href="https://www.facebook.com/messages/t/123"');
  });

  it('When a parole lead answered si and no, then the case facts read Sí and No, with the message, before the lead button', () => {
    const { text } = composeIntakeEmail(
      { ...lead, form_variant: 'parole-es', married: 'si', stay: 'no', message: null },
      'https://staff.example.com',
    );
    expect(text).toContain('Casado(a): Sí\nMás de 10 años en EE. UU.: No');
    expect(text.indexOf('Casado(a)')).toBeLessThan(text.indexOf('Abrir el prospecto #12'));
    expect(text).not.toContain('Mensaje\n');
  });

  it('When a VAWA lead said not to call and no texts, then the red band comes first with what it allowed and the safe hours, and only the e-mail button is offered', () => {
    const { text, html } = composeIntakeEmail(
      {
        ...lead,
        section: 'Visa VAWA Español',
        contact_call: 'no',
        contact_voicemail: false,
        contact_texts: false,
      },
      'https://staff.example.com',
    );
    expect(text).toContain(
      '*** Contacto con precaución ***\nAlguien más podría ver o contestar este teléfono.',
    );
    expect(text).toContain('Llamadas: No\nMensaje de voz: No\nTextos o WhatsApp: No');
    expect(text.indexOf('Contacto con precaución')).toBeLessThan(text.indexOf('Teléfono:'));
    expect(text).not.toMatch(/^(Llamar|WhatsApp|Texto):/m);
    expect(html).toContain('border-left:6px solid #b3261e');
    expect(html).not.toContain('href="tel:');
    expect(html).not.toContain('href="https://wa.me/');
    expect(html).toContain('href="mailto:ana@example.com"');
  });

  it('When a lead may be called only at certain hours, then the band names the hours and the call button stays', () => {
    const { text } = composeIntakeEmail(
      { ...lead, contact_call: 'hours', contact_call_hours: 'de 9 a 11 entre semana' },
      'https://staff.example.com',
    );
    expect(text).toContain('Llamadas: Solo a estas horas: de 9 a 11 entre semana');
    expect(text).toContain('Llamar: tel:+19155550142');
  });

  it('When a lead from the contact page answered nothing, then there is no band', () => {
    const { text } = composeIntakeEmail(
      {
        ...lead,
        situation: 'spouse',
        page_url: 'https://www.herreraimmigrationlaw.com/contacto',
        section: 'Contacto Español',
      },
      'https://staff.example.com',
    );
    expect(text).not.toContain('Contacto con precaución');
  });
});

describe('composeIntakeEmail of a lead the team may not contact (issue 31)', () => {
  const marked = {
    ...lead,
    do_not_contact_at: new Date('2025-05-20T17:00:00.000Z'),
    do_not_contact_reason: 'Pidió por teléfono que no la llamemos',
  };

  it('When the lead is marked "do not contact", then the subject and the first band say NO CONTACTAR with the reason, and no call, text or e-mail button is offered', () => {
    const { text, html, subject } = composeIntakeEmail(marked, 'https://staff.example.com');
    expect(subject).toBe('Nuevo prospecto: Ana <script>alert(1)</script> — NO CONTACTAR');
    expect(text).toContain(
      '*** NO CONTACTAR ***\nEsta persona pidió que no la contactemos: no la llame, no le escriba, no le mande textos ni WhatsApp.\nMotivo: Pidió por teléfono que no la llamemos',
    );
    expect(text.indexOf('NO CONTACTAR ***')).toBeLessThan(text.indexOf('Contacto con precaución'));
    expect(text).toContain('No contactar: no hay botones para llamar ni escribir.');
    expect(text).not.toMatch(/^(Llamar|WhatsApp|Texto):/m);
    expect(html).not.toMatch(/href="(tel|sms|mailto):|wa\.me/);
    expect(html.indexOf('NO CONTACTAR')).toBeLessThan(html.indexOf('(915) 555-0142'));
  });

  it('When the person answered a text with STOP only, then texts and WhatsApp close and calls stay (no NO CONTACTAR)', () => {
    const { text, subject } = composeIntakeEmail(
      { ...marked, do_not_contact_reason: 'text-stop', section: 'Contacto Español' },
      'https://staff.example.com',
    );
    expect(subject).not.toContain('NO CONTACTAR');
    expect(text).toContain('Textos o WhatsApp: No');
    expect(text).toContain('Llamar: tel:+19155550142');
    expect(text).not.toMatch(/^WhatsApp:/m);
  });

  it('When the lead matches a contact erased on request, then a band at the top says so with the date, without the reason of an erased mark', () => {
    const { text } = composeIntakeEmail(
      { ...marked, do_not_contact_reason: '[erased]' },
      'https://staff.example.com',
      { erasedContactMatchAt: new Date('2025-05-28T16:00:00.000Z') },
    );
    expect(text).toMatch(/\*\*\* Contacto eliminado a petición el 28 .*may.* \*\*\*/);
    expect(text).toContain('Revise si hay conflictos antes de tomar el caso.');
    expect(text).toContain('Motivo: la persona pidió borrar sus datos');
    expect(text).not.toContain('[erased]');
    expect(text.indexOf('Contacto eliminado')).toBeLessThan(text.indexOf('Teléfono:'));
  });

  it('When the lead may be contacted and matches nothing, then none of these bands shows (the control)', () => {
    const { text } = composeIntakeEmail(lead, 'https://staff.example.com', {
      erasedContactMatchAt: null,
    });
    expect(text).not.toMatch(/NO CONTACTAR|Contacto eliminado/);
  });
});
