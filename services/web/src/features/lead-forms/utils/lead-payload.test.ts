import { validateLead } from '@firm/shared/forms/lead-schemas';
import type { TLeadInput } from '@firm/shared/forms/lead-schemas';
import type { TLeadVariantId } from '@firm/shared/forms/form-types';
import { leadPayload } from './lead-payload';
import { toFormData } from './wire-fields';

const context = {
  seccion: 'Contacto Español',
  source: null,
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
  it('When a contact lead is sent, then its fields are sanitized and the hidden fields are added', () => {
    const data = valid('contact-es', {
      nombre: '  José <b>Pérez</b>!! ',
      email: '  jose@example.com ',
      phone: '(915) 555-0142',
      mensaje: 'Hola; necesito ayuda <script>',
      checkbox: true,
    });
    expect(leadPayload('contact-es', data, context)).toEqual({
      nombre: 'José bPérezb',
      email: 'jose@example.com',
      phone: '9155550142',
      mensaje: 'Hola; necesito ayuda script',
      checkbox: '1',
      seccion: 'Contacto Español',
      fecha_hora: '2025-03-04T05:06:07.000Z',
      _token: 'tok',
      form: 'contact-es',
      idempotency_key: context.idempotencyKey,
      page_url: context.pageUrl,
      website: '',
    });
  });

  it('When the campaign source is known, then it is appended to the seccion after a dash', () => {
    const data = valid('footer-en', { nombre: 'Ann', phone: '915555014', checkbox: true });
    const payload = leadPayload('footer-en', data, {
      ...context,
      seccion: 'Footer Inglés',
      source: 'Facebook Ads',
    });
    expect(payload['seccion']).toBe('Footer Inglés - Facebook Ads');
    expect(payload['email']).toBe('');
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

  it('When a parole lead is sent, then the message is composed of the Situación, Casado and Estancia lines', () => {
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
    expect(payload['mensaje']).toBe(
      'Situación: A través de mi esposo(a) ciudadano(a) o residente\nCasado: No\nEstancia: Sí',
    );
    expect(payload).toMatchObject({ casado: 'no', estancia: 'si', situacion: 'spouse' });
  });

  it('When the fields become a multipart body, then every field is in it', () => {
    const form = toFormData({ nombre: 'Ann', phone: '915555014' });
    expect(form.get('nombre')).toBe('Ann');
    expect(form.get('phone')).toBe('915555014');
  });
});
