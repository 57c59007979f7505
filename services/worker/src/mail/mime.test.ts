import { buildMime, encodeHeaderText, formatMailbox, mailboxAddress } from './mime';

const decodeWords = (value: string): string =>
  value
    .split(/\r\n /)
    .map((word) => {
      const match = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=$/.exec(word);
      return match ? Buffer.from(match[1] as string, 'base64').toString('utf8') : word;
    })
    .join('');

const message = {
  from: '"Herrera Immigration Law" <no-reply@firm.test>',
  to: ['intake@firm.test', 'Equipo Español <equipo@firm.test>'],
  subject: 'Nuevo prospecto #7: José Núñez — Contacto Español',
  text: 'Nombre: José Núñez\nTeléfono: 9155550101\n',
  html: '<p>José Núñez</p>',
  messageId: '<lead-7.intake@firm.test>',
  headers: { 'X-Lead-Id': '7', 'Bad Header\r\nBcc': 'x' },
  date: new Date('2026-11-22T01:45:07Z'),
};

function parse(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n /g, '\u0001');
  const headers = new Map<string, string>();
  for (const line of unfolded.split('\r\n')) {
    const at = line.indexOf(': ');
    headers.set(
      line.slice(0, at),
      line
        .slice(at + 2)
        .split('\u0001')
        .join('\r\n '),
    );
  }
  const boundary = /boundary="([^"]+)"/.exec(headers.get('Content-Type') ?? '')?.[1] ?? '';
  const body = rest.join('\r\n\r\n');
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead = '', content = ''] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      return {
        type: /Content-Type: ([^;]+)/.exec(partHead)?.[1],
        lines: content.trim().split('\r\n'),
        text: Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8'),
      };
    });
  return { headers, parts, boundary, body };
}

describe('buildMime', () => {
  it('When an intake e-mail is built, then its headers carry the sender, recipients, encoded subject, date and ids', () => {
    const { headers } = parse(buildMime(message).toString('utf8'));
    expect(headers.get('From')).toBe('"Herrera Immigration Law" <no-reply@firm.test>');
    expect(headers.get('To')).toBe(
      'intake@firm.test,\r\n =?UTF-8?B?RXF1aXBvIEVzcGHDsW9s?= <equipo@firm.test>',
    );
    expect(decodeWords(headers.get('Subject') ?? '')).toBe(message.subject);
    expect(headers.get('Date')).toBe('Sun, 22 Nov 2026 01:45:07 +0000');
    expect(headers.get('Message-ID')).toBe('<lead-7.intake@firm.test>');
    expect(headers.get('X-Lead-Id')).toBe('7');
    expect(headers.get('MIME-Version')).toBe('1.0');
    expect([...headers.keys()].some((name) => name.includes('Bcc'))).toBe(false);
  });

  it('When it is built, then the text and HTML versions are UTF-8 base64 parts of a multipart/alternative body, in lines of at most 76 characters', () => {
    const long = { ...message, text: 'ñ'.repeat(500) };
    const { parts, headers } = parse(buildMime(long).toString('utf8'));
    expect(headers.get('Content-Type')).toMatch(/^multipart\/alternative; boundary="/);
    expect(parts.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    expect(parts[0]?.text).toBe('ñ'.repeat(500));
    expect(parts[1]?.text).toBe('<p>José Núñez</p>');
    expect(Math.max(...(parts[0]?.lines ?? []).map((line) => line.length))).toBeLessThanOrEqual(76);
  });

  it('When two messages are built, then each has its own boundary', () => {
    expect(parse(buildMime(message).toString()).boundary).not.toBe(
      parse(buildMime(message).toString()).boundary,
    );
  });
});

describe('encodeHeaderText', () => {
  it('When the text is plain ASCII, then it is kept as is', () => {
    expect(encodeHeaderText('Nuevo prospecto #7: Ana')).toBe('Nuevo prospecto #7: Ana');
  });

  it('When the text is long and accented, then every encoded word stays within 75 characters and no character is split', () => {
    const text = 'Ñandú José Núñez — '.repeat(12);
    const encoded = encodeHeaderText(text);
    const words = encoded.split('\r\n ');
    expect(words.length).toBeGreaterThan(1);
    expect(Math.max(...words.map((word) => word.length))).toBeLessThanOrEqual(75);
    expect(decodeWords(encoded)).toBe(text);
  });

  it('When a visitor puts a line break in the text, then no new header line can start', () => {
    const encoded = encodeHeaderText('Ana\r\nBcc: victim@example.com');
    expect(encoded).not.toMatch(/\r\n(?! )/);
    expect(decodeWords(encoded)).toBe('Ana Bcc: victim@example.com');
  });
});

describe('mailboxes', () => {
  it('When a mailbox has a display name, then it is quoted or encoded, and its address can be taken alone', () => {
    expect(formatMailbox('Herrera Law <a@firm.test>')).toBe('"Herrera Law" <a@firm.test>');
    expect(formatMailbox('"Say \\"hi\\"" <a@firm.test>')).toBe('"Say \\"hi\\"" <a@firm.test>');
    expect(formatMailbox('a@firm.test')).toBe('a@firm.test');
    expect(mailboxAddress('"Herrera Law" <a@firm.test>')).toBe('a@firm.test');
    expect(mailboxAddress('a@firm.test')).toBe('a@firm.test');
  });
});
