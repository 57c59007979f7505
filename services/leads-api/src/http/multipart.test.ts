import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, parseMultipart } from './multipart';

const LIMITS = { maxFieldBytes: 100, maxFields: 10, maxBodyBytes: 2000 };

function request(body: string, contentType = 'multipart/form-data; boundary=b'): IncomingMessage {
  const stream = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  stream.headers = {
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(body)),
  };
  return stream;
}

/** A request whose body arrives in the given chunks. */
function chunked(
  chunks: Buffer[],
  contentType = 'multipart/form-data; boundary=b',
): IncomingMessage {
  const stream = Readable.from(chunks) as unknown as IncomingMessage;
  stream.headers = { 'content-type': contentType };
  return stream;
}

/** A request that sends `body` and then stays open until the test acts on it. */
function openRequest(body: string): IncomingMessage {
  const stream = new Readable({ read() {} }) as unknown as IncomingMessage;
  stream.headers = { 'content-type': 'multipart/form-data; boundary=b' };
  stream.push(Buffer.from(body));
  return stream;
}

const part = (name: string, value: string) =>
  `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe('parseMultipart', () => {
  it('When fields are sent, then their UTF-8 values are returned and the first of a repeated name wins', async () => {
    const form = await parseMultipart(
      request(
        `${part('nombre', 'José Núñez')}${part('nombre', 'other')}${part('phone', '915')}--b--\r\n`,
      ),
      LIMITS,
    );
    expect(form).toEqual({ fields: { nombre: 'José Núñez', phone: '915' }, truncated: [] });
  });

  it('When a value is longer than the field limit, then it is cut and reported', async () => {
    const form = await parseMultipart(
      request(`${part('mensaje', 'x'.repeat(150))}--b--\r\n`),
      LIMITS,
    );
    expect(form.truncated).toEqual(['mensaje']);
    expect(form.fields.mensaje).toHaveLength(100);
  });

  it('When a file is attached, then it is ignored', async () => {
    const file =
      '--b\r\nContent-Disposition: form-data; name="cv"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n';
    const form = await parseMultipart(request(`${file}${part('nombre', 'Ana')}--b--\r\n`), LIMITS);
    expect(form.fields).toEqual({ nombre: 'Ana' });
  });

  it('When the body ends in the middle of a part, then it is a bad request', async () => {
    await expect(
      parseMultipart(request('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'), LIMITS),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('When the content type has no boundary, then it is a bad request', async () => {
    await expect(parseMultipart(request('x', 'multipart/form-data'), LIMITS)).rejects.toMatchObject(
      { status: 400 },
    );
  });

  it('When the body is larger than the limit, then it is rejected as too large', async () => {
    const body =
      Array.from({ length: 30 }, (_, i) => part(`f${i}`, 'y'.repeat(90))).join('') + '--b--\r\n';
    await expect(parseMultipart(request(body), LIMITS)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it.each([
    'multipart/form-data; boundary="b"',
    'Multipart/Form-Data; BOUNDARY=b',
    'multipart/form-data;boundary=b',
    'multipart/form-data; charset=utf-8; Boundary="b"',
  ])('When the content type is %s, then the boundary is found', async (contentType) => {
    const form = await parseMultipart(request(`${part('a', '1')}--b--`, contentType), LIMITS);
    expect(form.fields).toEqual({ a: '1' });
  });

  it('When the boundary has 70 characters including RFC 2046 specials, then the body is parsed', async () => {
    const boundary = `'()+_,-./:=? ${'z'.repeat(57)}`;
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${boundary}--`;
    const form = await parseMultipart(
      request(body, `multipart/form-data; boundary="${boundary}"`),
      LIMITS,
    );
    expect(form.fields).toEqual({ a: '1' });
  });

  it.each([
    ['an empty boundary', 'multipart/form-data; boundary=""'],
    ['another multipart type', 'multipart/mixed; boundary=b'],
    ['a malformed parameter list', 'multipart/form-data; boundary=b;'],
    ['no type at all', ''],
  ])('When the content type has %s, then it is a bad request', async (_case, contentType) => {
    await expect(
      parseMultipart(request(`${part('a', '1')}--b--`, contentType), LIMITS),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('When the body is larger than the limit, then the rest of the request is drained', async () => {
    const req = request(`${part('a', 'y'.repeat(3000))}--b--`);
    await expect(parseMultipart(req, LIMITS)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(req.readableFlowing).toBe(true);
  });

  it.each([
    ['fails', (req: IncomingMessage) => req.destroy(new Error('socket hang up'))],
    ['is aborted', (req: IncomingMessage) => req.emit('aborted')],
    ['closes before its end', (req: IncomingMessage) => req.destroy()],
  ])('When the request %s, then it is a bad request', async (_case, interrupt) => {
    const req = openRequest(part('a', '1'));
    const parsed = parseMultipart(req, LIMITS);
    setImmediate(() => interrupt(req));
    await expect(parsed).rejects.toMatchObject({ status: 400 });
  });

  it('When the body arrives split at any byte, then the form is the same', async () => {
    const body = Buffer.from(
      `preamble\r\n${part('nombre', 'María José')}${part('mensaje', 'x'.repeat(120))}` +
        '--b\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\n\r\n--\r\n' +
        `${part('dash', 'x--b without CRLF\r\n-b')}${part('nombre', 'other')}--b--\r\n`,
    );
    const expected = {
      fields: { nombre: 'María José', mensaje: 'x'.repeat(100), dash: 'x--b without CRLF\r\n-b' },
      truncated: ['mensaje'],
    };
    for (let at = 0; at <= body.length; ++at) {
      const form = await parseMultipart(chunked([body.subarray(0, at), body.subarray(at)]), LIMITS);
      expect({ at, form }).toEqual({ at, form: expected });
    }
    const bytes = Array.from(body, (byte) => Buffer.from([byte]));
    await expect(parseMultipart(chunked(bytes), LIMITS)).resolves.toEqual(expected);
  });
});
