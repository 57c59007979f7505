import { rateLimitedAnswer, rateLimitMessage, retryAfterSecondsOf } from './rate-limit-answer';

describe('rate-limit answer', () => {
  it.each([
    [1, 'Podrá intentarlo de nuevo en menos de un minuto.'],
    [29, 'Podrá intentarlo de nuevo en menos de un minuto.'],
    [30, 'Por favor espere un minuto e intente de nuevo.'],
    [89, 'Por favor espere un minuto e intente de nuevo.'],
    [90, 'Por favor espere unos 2 minutos e intente de nuevo.'],
    [719, 'Por favor espere unos 12 minutos e intente de nuevo.'],
    [900, 'Por favor espere unos 15 minutos e intente de nuevo.'],
  ])('When %i s are left, then the Spanish message ends "%s"', (seconds, wait) => {
    expect(rateLimitMessage('es', seconds)).toBe(`Recibimos muchos envíos en poco tiempo. ${wait}`);
  });

  it.each([
    [10, 'You can try again in less than a minute.'],
    [60, 'Please wait about a minute and try again.'],
    [720, 'Please wait about 12 minutes and try again.'],
  ])('When %i s are left, then the English message ends "%s"', (seconds, wait) => {
    expect(rateLimitMessage('en', seconds)).toBe(
      `We received many submissions in a short time. ${wait}`,
    );
  });

  it('When the reset time is known, then the wait is the whole seconds until it, at least one', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterSecondsOf(new Date(now + 719_001), 900_000, now)).toBe(720);
    expect(retryAfterSecondsOf(new Date(now - 5), 900_000, now)).toBe(1);
    expect(retryAfterSecondsOf(undefined, 900_000, now)).toBe(900);
  });

  it('When the answer is built, then it carries the status, the message and the exact wait', () => {
    expect(rateLimitedAnswer('en', 720)).toEqual({
      status: 'error',
      message:
        'We received many submissions in a short time. Please wait about 12 minutes and try again.',
      retryAfterSeconds: 720,
    });
  });
});
