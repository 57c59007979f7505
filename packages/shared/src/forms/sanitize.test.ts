import { digitsOnly, lettersOnly, sanitizeEmail, sanitizeLine, sanitizeText } from './sanitize';

describe('sanitizing (SPEC §5)', () => {
  it.each([
    ['José Núñez', 'José Núñez'],
    ['ÁÉÍÓÚ áéíóú Ññ Üü', 'ÁÉÍÓÚ áéíóú Ññ Üü'],
    ['Pingüino', 'Pingüino'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['Hola 👋 mundo 🎉', 'Hola  mundo '],
    ['¡Hola! ¿Qué tal? (bien), "sí"; 50% & más...', 'Hola Qué tal bien sí 50  más'],
    ['a-b_c.d@e/f\\g', 'abcdefg'],
    ['línea 1\nlínea 2\tfin', 'línea 1\nlínea 2\tfin'],
    ['(915) 555-0142', '915 5550142'],
    ['àèìòù çâ ß ø', '   '],
    ['e\u0301', 'é'],
    ['', ''],
  ])('When sanitizing %p, then %p remains', (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  it('When sanitizing a line, then whitespace collapses and the ends are trimmed', () => {
    expect(sanitizeLine('  Ana   <b>María</b>\n ')).toBe('Ana bMaríab');
    expect(sanitizeLine(' 🎉 ')).toBe('');
  });

  it.each([
    ['  ana@example.com  ', 'ana@example.com'],
    ['a+b@exa-mple.com', 'a+b@exa-mple.com'],
    ['', ''],
  ])('When the e-mail is %p, then it is only trimmed to %p', (input, expected) => {
    expect(sanitizeEmail(input)).toBe(expected);
  });

  it.each([
    ['(915) 555-0142', undefined, '9155550142'],
    ['+52 656 555 0147', undefined, '526565550147'],
    ['+52 656 555 0147', 11, '52656555014'],
    ['abc', undefined, ''],
    ['١٢٣ 123', undefined, '123'],
    ['123456789012345678', 11, '12345678901'],
  ])('When filtering the phone %p (max %p), then %p remains', (input, max, expected) => {
    expect(digitsOnly(input, max)).toBe(expected);
  });

  it.each([
    ['María José', 'María José'],
    ['Ana123', 'Ana'],
    ["Luis-Ángel O'Neil", 'LuisÁngel ONeil'],
    ['Peña 🎉!', 'Peña '],
    ['Tab\there', 'Tabhere'],
  ])('When filtering the referral name %p, then %p remains', (input, expected) => {
    expect(lettersOnly(input)).toBe(expected);
  });
});
