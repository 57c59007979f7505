import { parseMultipartBody } from './multipart-body';

const LIMITS = { maxFieldBytes: 100, maxFields: 10, maxBodyBytes: 1 << 20 };

/** Parses a body with boundary `b`; a string is sent as UTF-8. */
const parse = (body: string | Buffer, limits = LIMITS) =>
  parseMultipartBody(typeof body === 'string' ? Buffer.from(body) : body, 'b', limits);

const part = (name: string, value: string, headers = '') =>
  `--b\r\nContent-Disposition: form-data; name="${name}"\r\n${headers}\r\n${value}\r\n`;

const BAD_REQUEST = expect.objectContaining({ status: 400 });
const rejects = (body: string | Buffer, limits = LIMITS) =>
  expect(() => parse(body, limits)).toThrow(BAD_REQUEST);

describe('parseMultipartBody: framing', () => {
  it('When the body has a preamble and an epilogue, then both are ignored', () => {
    const body = `preamble --b--\r\n${part('a', '1')}--b--\r\nepilogue\r\n${part('c', '2')}`;
    expect(parse(body)).toEqual({ fields: { a: '1' }, truncated: [] });
  });

  it('When the body holds only the closing boundary, then the form is empty', () => {
    expect(parse('--b--\r\n')).toEqual({ fields: {}, truncated: [] });
    expect(parse('--b--')).toEqual({ fields: {}, truncated: [] });
  });

  it('When a value is empty or holds CR, LF, dashes and the boundary without a CRLF before it, then it is kept as sent', () => {
    const tricky = 'x--b\r-b\n--b\r\n-b\r\n--\r\n---b-\r';
    const form = parse(`${part('empty', '')}${part('tricky', tricky)}--b--`);
    expect(form.fields).toEqual({ empty: '', tricky });
  });

  it('When a boundary line is directly followed by another, then the empty part is skipped', () => {
    expect(parse(`--b\r\n${part('a', '1')}--b--`).fields).toEqual({ a: '1' });
  });

  it.each([
    ['empty', ''],
    ['without any boundary', 'Content-Disposition: form-data; name="a"\r\n\r\n1\r\n'],
    ['cut inside a part', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
    [
      'cut inside a file part (busboy crashed the process)',
      '--b\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\n1',
    ],
    ['cut after a boundary', `${part('a', '1')}--b`],
    ['cut inside the closing boundary', `${part('a', '1')}--b-`],
    ['cut between the CR and LF of a boundary line', `${part('a', '1')}--b\r`],
  ])('When the body is %s, then it is a bad request', (_case, body) => {
    rejects(body);
  });

  // busboy skips such a line and the part after it up to the next boundary (data lost silently).
  it.each([
    ['other characters', `${part('a', '1')}--bX\r\n${part('c', '2')}--b--`],
    [
      'spaces (transport padding)',
      `--b  \r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--`,
    ],
    ['a bare LF', `--b\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--`],
    ['a boundary inside a value', `${part('a', 'x\r\n--by')}--b--`],
  ])('When a boundary is followed by %s, then it is a bad request', (_case, body) => {
    rejects(body);
  });
});

describe('parseMultipartBody: part headers', () => {
  it('When header names vary in case and values are folded or padded, then they are still read', () => {
    const body =
      '--b\r\ncontent-DISPOSITION:form-data; NAME="a"\r\n\r\n1\r\n' +
      '--b\r\nX-Other: 1\r\nContent-Disposition:   FORM-DATA;\r\n\tname="c"\r\n\r\n2\r\n--b--';
    expect(parse(body).fields).toEqual({ a: '1', c: '2' });
  });

  it.each([
    ['no header at all', '--b\r\n\r\n1\r\n--b--'],
    [
      'no blank line before the next boundary',
      '--b\r\nContent-Disposition: form-data; name="a"\r\n--b--',
    ],
    [
      'a blank line that is the start of the next boundary',
      `--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n--b\r\n${part('c', '2')}--b--`,
    ],
    ['a line without a colon', `${part('a', '1', 'X-Bad\r\n')}--b--`],
    ['a line with an empty name', `${part('a', '1', ': x\r\n')}--b--`],
    ['a line ended by a bare LF', `${part('a', '1', 'X-Bad: 1\n')}--b--`],
    ['a control character in a value', `${part('a', '1', 'X-Bad: \u0001\r\n')}--b--`],
  ])('When a part has %s, then it is a bad request', (_case, body) => {
    rejects(body);
  });

  it('When the header block is larger than 16 KB as busboy counts it, then it is a bad request', () => {
    const disposition = 'Content-Disposition: form-data; name="a"\r\n';
    const filler = (length: number) => `X: ${'y'.repeat(length - 5)}\r\n`;
    // busboy counts the block with its blank line, plus 2 bytes per header line but one.
    const fits = 16 * 1024 - disposition.length - 2 - 3;
    expect(parse(`--b\r\n${disposition}${filler(fits)}\r\n1\r\n--b--`).fields).toEqual({ a: '1' });
    rejects(`--b\r\n${disposition}${filler(fits + 1)}\r\n1\r\n--b--`);
  });
});

describe('parseMultipartBody: names and files', () => {
  it('When names are quoted with escapes, bare tokens or UTF-8, then they are decoded', () => {
    const body =
      // busboy keeps the backslash before an ordinary char (`\\d`)
      '--b\r\nContent-Disposition: form-data; name="a\\"b\\\\c\\d"\r\n\r\n1\r\n' +
      '--b\r\nContent-Disposition: form-data; name=token\r\n\r\n2\r\n' +
      `${part('José', '3')}--b--`;
    expect(parse(body).fields).toEqual({ 'a"b\\c\\d': '1', token: '2', José: '3' });
  });

  it("When a part is named with name*=utf-8''…, then that name is used unless it also has a name", () => {
    const body =
      "--b\r\nContent-Disposition: form-data; name*=utf-8''%C3%A9t%C3%A9\r\n\r\n1\r\n" +
      "--b\r\nContent-Disposition: form-data; name*=ISO-8859-1'es'a%E9\r\n\r\n2\r\n" +
      '--b\r\nContent-Disposition: form-data; name="plain"; name*=utf-8\'\'other\r\n\r\n3\r\n--b--';
    expect(parse(body).fields).toEqual({ été: '1', aé: '2', plain: '3' });
  });

  it('When a disposition is malformed, not form-data or has no name, then the part is ignored', () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="a"; name*=utf-8\'\'%ZZ\r\n\r\n1\r\n' +
      '--b\r\nContent-Disposition: form-data; name="a"; name*=x-klingon\'\'a\r\n\r\n1\r\n' +
      '--b\r\nContent-Disposition: form-data; name="unterminated\r\n\r\n2\r\n' +
      '--b\r\nContent-Disposition: attachment; name="c"\r\n\r\n3\r\n' +
      '--b\r\nContent-Disposition: form-data\r\n\r\n4\r\n' +
      '--b\r\nContent-Disposition: form-data; name=""\r\n\r\n5\r\n' +
      '--b\r\nX-Other: 1\r\n\r\n6\r\n' +
      `${part('kept', '7')}--b--`;
    expect(parse(body).fields).toEqual({ kept: '7' });
  });

  it('When parts are files (filename, filename* or octet-stream), then they are ignored', () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="a"; filename="a.txt"\r\n\r\nfile\r\n' +
      '--b\r\nContent-Disposition: form-data; name="c"; filename*=utf-8\'\'%C3%A9\r\n\r\nfile\r\n' +
      `${part('d', 'file', 'Content-Type: application/octet-stream\r\n')}` +
      // busboy: an empty filename is no file
      '--b\r\nContent-Disposition: form-data; name="e"; filename=""\r\n\r\nfield\r\n--b--';
    expect(parse(body).fields).toEqual({ e: 'field' });
  });

  it('When a name repeats, then the first value wins; __proto__ is dropped as before', () => {
    const body = `${part('a', '1')}${part('a', '2')}${part('__proto__', 'x')}--b--`;
    const { fields } = parse(body);
    expect(fields).toEqual({ a: '1' });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});

describe('parseMultipartBody: charsets', () => {
  it.each([
    ['latin1', 'latin1'],
    ['ISO-8859-1', 'latin1'],
    ['windows-1252', 'latin1'],
    ['US-ASCII', 'latin1'],
    ['UTF-8', 'utf8'],
    ['utf-16le', 'utf16le'],
    ['shift_jis', 'utf8'],
  ] as const)('When a part has charset=%s, then its value is read as %s', (charset, encoding) => {
    const value = 'Peña €';
    const bytes = Buffer.from(encoding === 'latin1' ? 'Peña' : value, encoding);
    const body = Buffer.concat([
      Buffer.from(`--b\r\nContent-Disposition: form-data; name="a"\r\n`),
      Buffer.from(`Content-Type: text/plain; charset=${charset}\r\n\r\n`),
      bytes,
      Buffer.from('\r\n--b--'),
    ]);
    expect(parse(body).fields.a).toBe(encoding === 'latin1' ? 'Peña' : value);
  });
});

describe('parseMultipartBody: limits', () => {
  it('When a name is longer than 100 bytes, then the field is skipped', () => {
    const body = `${part('é'.repeat(50), '1')}${part(`${'é'.repeat(50)}x`, '2')}--b--`;
    expect(parse(body).fields).toEqual({ ['é'.repeat(50)]: '1' });
  });

  it('When values reach maxFieldBytes, then they are cut at that byte and listed once', () => {
    const limits = { ...LIMITS, maxFieldBytes: 5 };
    const body = `${part('exact', '12345')}${part('long', '123456')}${part('long', '1234567')}${part('short', '1234')}--b--`;
    // busboy flags a value of exactly the limit too
    expect(parse(body, limits)).toEqual({
      fields: { exact: '12345', long: '12345', short: '1234' },
      truncated: ['exact', 'long'],
    });
  });

  it('When the cut falls inside a multibyte character, then that character becomes U+FFFD', () => {
    const limits = { ...LIMITS, maxFieldBytes: 4 };
    expect(parse(`${part('a', 'abcé')}--b--`, limits).fields.a).toBe('abc\uFFFD');
  });

  it('When there are more fields than maxFields, then only the first ones are read', () => {
    const limits = { ...LIMITS, maxFields: 2 };
    const file = '--b\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nz\r\n';
    const nameless = '--b\r\nContent-Disposition: form-data\r\n\r\nz\r\n';
    // files do not count as fields; parts without a name do (as in busboy)
    expect(
      parse(`${file}${part('a', '1')}${file}${part('c', '2')}${part('d', '3')}--b--`, limits)
        .fields,
    ).toEqual({ a: '1', c: '2' });
    expect(parse(`${nameless}${part('a', '1')}${part('c', '2')}--b--`, limits).fields).toEqual({
      a: '1',
    });
  });

  it('When there are more than maxFields + 10 parts, then the later ones are not read', () => {
    const limits = { ...LIMITS, maxFields: 1 };
    const file = '--b\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nz\r\n';
    const body = `${file.repeat(10)}${part('a', '1')}${part('late', 'x', 'not a header\r\n')}--b--`;
    expect(parse(body, limits).fields).toEqual({ a: '1' });
    rejects(body, { ...limits, maxFields: 2 }); // within the limit, its header is read
  });
});
