import { mailtoHref, telHref } from './mail-links';

describe('intake e-mail links', () => {
  it('When the address is an ordinary one with + and dots, then the link keeps it readable', () => {
    expect(mailtoHref('maria.jose+casos@example.com')).toBe(
      'mailto:maria.jose%2Bcasos@example.com',
    );
  });

  it('When a stored address carries ?cc= and &body=, then they are encoded, never link syntax', () => {
    const href = mailtoHref('lead@x.yz?cc=spy@evil.example&subject=hola');
    expect(href).toBeUndefined();
    const oneAt = mailtoHref('lead@x.yz?cc=spy%40evil.example&body=hi');
    expect(oneAt).toBe('mailto:lead@x.yz%3Fcc%3Dspy%2540evil.example%26body%3Dhi');
    expect(oneAt).not.toMatch(/[?&]/);
  });

  it('When the address has no @ or two, then there is no link', () => {
    expect(mailtoHref('no-at-sign')).toBeUndefined();
    expect(mailtoHref('a@b@c.d')).toBeUndefined();
    expect(mailtoHref('@x.yz')).toBeUndefined();
  });

  it('When the phone has punctuation or text, then the tel: link has its digits only', () => {
    expect(telHref('+1 (915) 555-0123 "><script>')).toBe('tel:19155550123');
    expect(telHref('none')).toBeUndefined();
  });
});
