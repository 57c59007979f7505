import {
  digitsOnly,
  nameInputFilter,
  sanitizeEmail,
  sanitizeLine,
  sanitizeMessage,
  sanitizeName,
  sanitizeText,
} from './sanitize';

describe('sanitizing a seccion part (SPEC §5)', () => {
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
    expect(sanitizeLine('Footer\u2028Inglés')).toBe('Footer Inglés');
  });
});

describe('sanitizing a message: it keeps its meaning (issue 25 §1)', () => {
  it.each([
    ['llamar después de las 5:30-7pm, ¿sí?', 'llamar después de las 5:30-7pm, ¿sí?'],
    ['¡Hola! ¿Qué tal? (bien), "sí"; 50% & más...', '¡Hola! ¿Qué tal? (bien), "sí"; 50 más...'],
    [
      "No llame antes del 1/15; él revisa mi teléfono. Soy O'Neil.",
      "No llame antes del 1/15; él revisa mi teléfono. Soy O'Neil.",
    ],
    ['línea 1\nlínea 2\tfin', 'línea 1\nlínea 2\tfin'],
    [
      'uno\r\ndos\rtres\u2028cuatro\u2029cinco\u0085seis\u000bsiete',
      'uno\ndos\ntres\ncuatro\ncinco\nseis\nsiete',
    ],
    ['a\u00a0b\u2003c\ufeffd', 'a b c d'],
    ['“sí” ‘no’ — 5–7 pm…', '"sí" \'no\' - 5-7 pm...'],
    ['<script>alert(1)</script>', 'scriptalert(1)/script'],
    ['"><img src=x onerror=alert(1)>', '"img srcx onerroralert(1)'],
    ['=HYPERLINK("https://evil.example","x")', 'HYPERLINK("https://evil.example","x")'],
    ['abc\u202edef\u200b\u0000', 'abcdef'],
    ['Hola 👋 mundo 🎉', 'Hola mundo'],
    ['e\u0301', 'é'],
    ['  \n  ', ''],
  ])('When the message is %p, then %p is kept', (input, expected) => {
    expect(sanitizeMessage(input)).toBe(expected);
  });

  it('When a message is sanitized twice, then the second time changes nothing', () => {
    const once = sanitizeMessage('“Llame” 5–7pm…\r\n¿Sí? <b>ok</b>\u2028fin');
    expect(sanitizeMessage(once)).toBe(once);
  });
});

describe('sanitizing a name: apostrophes and hyphens stay (issue 25 §1)', () => {
  it.each([
    ["O'Neil-Smith", "O'Neil-Smith"],
    ['O’Neil–Smith', "O'Neil-Smith"],
    ['  Ana   <b>María</b>\n ', 'Ana bMaríab'],
    ['José: Núñez!', 'José Núñez'],
    ['Ana\u2028bcc: x@y.z', 'Ana bcc xyz'],
    ['"><img src=x>', 'img srcx'],
    ['María 2', 'María 2'],
    [' 🎉 ', ''],
  ])('When the name is %p, then %p is kept', (input, expected) => {
    expect(sanitizeName(input)).toBe(expected);
  });
});

describe('the e-mail and the as-you-type filters', () => {
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
    ["Luis-Ángel O'Neil", "Luis-Ángel O'Neil"],
    ['Luis–Ángel O’Neil', "Luis-Ángel O'Neil"],
    ['Peña 🎉!', 'Peña '],
    ['Tab\there', 'Tabhere'],
  ])('When filtering the referral name %p, then %p remains', (input, expected) => {
    expect(nameInputFilter(input)).toBe(expected);
  });
});
