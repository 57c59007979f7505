import { validateLead } from '@firm/shared/forms/lead-schemas';
import type { TLeadInput } from '@firm/shared/forms/lead-schemas';
import type { TLeadVariantId } from '@firm/shared/forms/form-types';
import { leadPayload } from './lead-payload';
import { toFormData } from './wire-fields';

const context = {
  seccion: 'Contacto Español',
  token: 'tok',
  idempotencyKey: '6f1c3a52-8d0e-4b7a-9c11-2f3e4d5a6b7c',
  pageUrl: 'http://localhost/contacto',
  honeypot: '',
  now: new Date('2025-03-04T05:06:07.000Z'),
};

function valid(variant: TLeadVariantId, input: TLeadInput) {
  const result = validateLead(variant, input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

describe('leadPayload', () => {
  it('When a contact lead is sent, then its fields go as the visitor typed them (leads-api sanitizes) with the hidden fields', () => {
    const data = valid('contact-es', {
      nombre: '  José <b>Pérez</b>!! ',
      email: '  jose@example.com ',
      phone: '(915) 555-0142',
      mensaje: 'Hola; necesito ayuda <script>',
      checkbox: true,
    });
    expect(leadPayload('contact-es', data, context)).toEqual({
      nombre: data.nombre,
      email: data.email,
      phone: data.phone,
      mensaje: data.mensaje,
      checkbox: '1',
      seccion: 'Contacto Español',
      fecha_hora: '2025-03-04T05:06:07.000Z',
      _token: 'tok',
      form: 'contact-es',
      idempotency_key: context.idempotencyKey,
      page_url: context.pageUrl,
      website: '',
    });
    expect(data.nombre).toContain('<b>');
  });

  it('When a footer lead without e-mail is sent, then the seccion is the page label alone (leads-api appends the campaign source) and the e-mail is empty', () => {
    const data = valid('footer-en', { nombre: 'Ann', phone: '915555014', checkbox: true });
    const payload = leadPayload('footer-en', data, { ...context, seccion: 'Footer Inglés' });
    expect(payload['seccion']).toBe('Footer Inglés');
    expect(payload['email']).toBe('');
  });

  it('When a VAWA page lead answered the safety questions, then the answers go by their wire values and an unanswered one is left out', () => {
    const data = valid('visa-es', {
      nombre: 'Rosa',
      phone: '915555014',
      checkbox: true,
      situacion: 'abuse-victim',
      seguro_llamar: 'horas',
      horas_llamar: 'de 9 a 11 de la mañana',
      mensajes_texto: 'no',
    });
    const payload = leadPayload('visa-es', data, { ...context, safetyQuestions: true });
    expect(payload).toMatchObject({
      seguro_llamar: 'horas',
      horas_llamar: 'de 9 a 11 de la mañana',
      mensajes_texto: 'no',
    });
    expect(payload).not.toHaveProperty('mensaje_voz');
    expect(leadPayload('visa-es', data, context)).not.toHaveProperty('seguro_llamar');
  });

  it('When a visa lead is sent, then the situation id is included', () => {
    const data = valid('visa-en', {
      nombre: 'Ann',
      phone: '915555014',
      checkbox: true,
      situacion: 'crime-victim',
    });
    expect(leadPayload('visa-en', data, context)['situacion']).toBe('crime-victim');
  });

  it('When a parole lead is sent, then its answers go as given and the message is left to leads-api to compose', () => {
    const data = valid('parole-es', {
      nombre: 'Ana',
      phone: '91555501422',
      checkbox: true,
      casado: 'no',
      estancia: 'si',
      situacion: 'spouse',
    });
    const payload = leadPayload('parole-es', data, {
      ...context,
      seccion: 'Landing Parole Español',
    });
    expect(payload).toMatchObject({
      casado: 'no',
      estancia: 'si',
      situacion: 'spouse',
      mensaje: '',
    });
  });

  it('When the fields become a multipart body, then every field is in it', () => {
    const form = toFormData({ nombre: 'Ann', phone: '915555014' });
    expect(form.get('nombre')).toBe('Ann');
    expect(form.get('phone')).toBe('915555014');
  });
});
