import { t } from '@firm/shared/i18n/messages';
import { outcomeOf } from './submit-outcome';

describe('outcomeOf', () => {
  it('When the staff session has ended (401), then the social-media form asks to sign in again', () => {
    expect(outcomeOf('es', 401, { status: 'error' })).toEqual({
      kind: 'failed',
      message: 'Inicie sesión para continuar.',
    });
  });

  it('When a one-time password still waits to be replaced (403 with its code), then the form says so', () => {
    expect(outcomeOf('es', 403, { status: 'error', code: 'password_change_required' })).toEqual({
      kind: 'failed',
      message: 'Cambie su contraseña antes de continuar.',
    });
  });

  it("When the API answers 200 with status 'success', then the outcome is success", () => {
    expect(outcomeOf('es', 200, { status: 'success' })).toEqual({ kind: 'success' });
  });

  it('When the API answers 200 with another status, then the Spanish form shows its error message', () => {
    expect(outcomeOf('es', 200, { status: 'error' })).toEqual({
      kind: 'failed',
      message: 'Error al enviar el formulario. Por favor intente de nuevo.',
    });
  });

  it('When a 200 body cannot be parsed, then the English form shows the network message', () => {
    expect(outcomeOf('en', 200, undefined)).toEqual({
      kind: 'failed',
      message: 'An error occurred while submitting the form. Please try again.',
    });
  });

  it('When the API answers 500, then the English form shows its error message', () => {
    expect(outcomeOf('en', 500, undefined)).toEqual({
      kind: 'failed',
      message: 'Error submitting the form. Please try again.',
    });
  });

  it("When the API answers 422 with field errors, then they are the outcome in the server's order", () => {
    const body = {
      status: 'error',
      errors: [
        { field: 'phone', message: 'Por favor ingrese un número de teléfono válido.' },
        { field: 'checkbox', message: 'Por favor acepte los términos y condiciones.' },
        { field: 7, message: 'ignored' },
      ],
    };
    expect(outcomeOf('es', 422, body)).toEqual({
      kind: 'invalid',
      errors: body.errors.slice(0, 2),
    });
  });

  it('When a 422 carries no field errors, then the form shows its error message', () => {
    expect(outcomeOf('es', 422, { status: 'error' })).toMatchObject({ kind: 'failed' });
  });

  it('When the API answers 429 with its message, then the outcome is limited with that message', () => {
    const message = 'Demasiados envíos desde su conexión. Podrá enviar otro en 14 minutos.';
    expect(outcomeOf('es', 429, { status: 'error', message, retryAfterSeconds: 840 })).toEqual({
      kind: 'limited',
      message,
    });
  });

  it('When a 429 carries no usable message, then the catalogue message of the language is shown', () => {
    for (const body of [
      undefined,
      { status: 'error' },
      { message: '  ' },
      { message: 'x'.repeat(301) },
    ]) {
      expect(outcomeOf('en', 429, body)).toEqual({
        kind: 'limited',
        message: t('en', 'submit.rateLimited'),
      });
    }
  });
});
