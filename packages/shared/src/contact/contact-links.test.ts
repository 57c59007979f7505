import {
  displayPhone,
  internationalPhone,
  mailtoHref,
  smsHref,
  telHref,
  whatsappGreeting,
  whatsappHref,
} from './contact-links';

describe('contact links', () => {
  it.each([
    ['9155550123', '+19155550123', '(915) 555-0123'],
    ['(915) 555-0123', '+19155550123', '(915) 555-0123'],
    ['1 915 555 0123', '+19155550123', '(915) 555-0123'],
    ['+1 915-555-0123', '+19155550123', '(915) 555-0123'],
    ['001 915 555 0123', '+19155550123', '(915) 555-0123'],
    ['+52 656 123 4567', '+526561234567', '+52 656 123 4567'],
    ['526561234567', '+526561234567', '+52 656 123 4567'],
    ['52 1 656 123 4567', '+526561234567', '+52 656 123 4567'],
    ['00 52 656 123 4567', '+526561234567', '+52 656 123 4567'],
    ['+502 5555 1234', '+50255551234', '+50255551234'],
  ])('When the lead typed %p, then it dials %p and reads %p', (typed, e164, shown) => {
    expect(internationalPhone(typed)?.e164).toBe(e164);
    expect(telHref(typed)).toBe(`tel:${e164}`);
    expect(smsHref(typed)).toBe(`sms:${e164}`);
    expect(displayPhone(typed)).toBe(shown);
  });

  it.each(['915555012', '12345678901234', '', 'no lo sé'])(
    'When the phone %p makes no dialable number, then no link is built and the text shows as typed',
    (typed) => {
      expect(telHref(typed)).toBeUndefined();
      expect(whatsappHref(typed)).toBeUndefined();
      expect(displayPhone(typed)).toBe(typed.trim());
    },
  );

  it('When a WhatsApp link carries a greeting, then the greeting is encoded and the number has no +', () => {
    const href = whatsappHref('(915) 555-0123', whatsappGreeting('es', 'María'));
    expect(href).toMatch(/^https:\/\/wa\.me\/19155550123\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1]!)).toBe(
      'Hola, María. Le escribimos en respuesta al mensaje que nos envió. ¿Es buen momento para hablar?',
    );
  });

  it('When the greeting is made, then it names neither the firm nor immigration (a shared phone)', () => {
    for (const text of [whatsappGreeting('es', 'Ana'), whatsappGreeting('en', '')]) {
      expect(text).not.toMatch(/herrera|abogad|lawyer|attorney|inmigra|immigra|visa/i);
    }
  });

  it('When an address carries link syntax, then it stays data in the mailto link', () => {
    expect(mailtoHref('a?cc=x@evil.com')).toBe('mailto:a%3Fcc%3Dx@evil.com');
    expect(mailtoHref('ana&x@example.com')).toBe('mailto:ana%26x@example.com');
    expect(mailtoHref(' ana@example.com ')).toBe('mailto:ana@example.com');
    expect(mailtoHref('@example.com')).toBeUndefined();
  });

  it('When the address is an ordinary one with + and dots, then the link keeps it readable', () => {
    expect(mailtoHref('maria.jose+casos@example.com')).toBe(
      'mailto:maria.jose%2Bcasos@example.com',
    );
  });

  it('When a stored address carries ?cc= and &body=, then they are encoded, never link syntax', () => {
    expect(mailtoHref('lead@x.yz?cc=spy@evil.example&subject=hola')).toBeUndefined();
    const oneAt = mailtoHref('lead@x.yz?cc=spy%40evil.example&body=hi');
    expect(oneAt).toBe('mailto:lead@x.yz%3Fcc%3Dspy%2540evil.example%26body%3Dhi');
    expect(oneAt).not.toMatch(/[?&]/);
  });

  it('When the address has no @ or two, then there is no link', () => {
    expect(mailtoHref('no-at-sign')).toBeUndefined();
    expect(mailtoHref('a@b@c.d')).toBeUndefined();
  });

  it('When the phone has punctuation or markup, then the tel: link has the E.164 digits only', () => {
    expect(telHref('+1 (915) 555-0123 "><script>')).toBe('tel:+19155550123');
    expect(telHref('none')).toBeUndefined();
  });
});
