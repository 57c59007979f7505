import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { readMultipart } from './multipart';

const LIMITS = { maxFieldBytes: 100, maxFields: 10, maxBodyBytes: 2000 };

/** A request whose body arrives in the given chunks. */
function chunked(
  chunks: (string | Buffer)[],
  contentType = 'multipart/form-data; boundary=b',
): IncomingMessage {
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))) as IncomingMessage;
  stream.headers = { 'content-type': contentType };
  return stream;
}

const request = (body: string, contentType?: string) => chunked([body], contentType);

/** A request that sends `body` and then stays open until the test acts on it. */
function openRequest(body: string): IncomingMessage {
  const stream = new Readable({ read() {} }) as IncomingMessage;
  stream.headers = { 'content-type': 'multipart/form-data; boundary=b' };
  stream.push(Buffer.from(body));
  return stream;
}

const part = (name: string, value: string) =>
  `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = '--b\r\nContent-Disposition: form-data; name="cv"; filename="a.txt"\r\n\r\nhello\r\n';

const status = (code: number) => expect.objectContaining({ status: code });

describe('readMultipart', () => {
  it('When fields are sent, then their UTF-8 values are returned and the first of a repeated name wins', async () => {
    const body = `${part('nombre', 'José Núñez')}${part('nombre', 'other')}${part('phone', '915')}--b--\r\n`;
    await expect(readMultipart(request(body), LIMITS)).resolves.toEqual({
      nombre: 'José Núñez',
      phone: '915',
    });
  });

  it('When a file or a part without a name is sent, then it is skipped', async () => {
    const nameless = '--b\r\nContent-Disposition: form-data\r\n\r\nz\r\n';
    const body = `${file}${nameless}${part('nombre', 'Ana')}--b--\r\n`;
    await expect(readMultipart(request(body), LIMITS)).resolves.toEqual({ nombre: 'Ana' });
  });

  it('When a value is exactly the field limit, then it is kept; one byte more is too large', async () => {
    const exact = `${part('mensaje', 'x'.repeat(100))}--b--`;
    await expect(readMultipart(request(exact), LIMITS)).resolves.toEqual({
      mensaje: 'x'.repeat(100),
    });
    const over = `${part('mensaje', 'x'.repeat(101))}--b--`;
    await expect(readMultipart(request(over), LIMITS)).rejects.toEqual(status(413));
  });

  it('When there are exactly as many fields as allowed, then they are read; one more is too large', async () => {
    const fields = (count: number) =>
      Array.from({ length: count }, (_, i) => part(`f${i}`, '1')).join('') + '--b--';
    await expect(readMultipart(request(fields(10)), LIMITS)).resolves.toHaveProperty('f9', '1');
    await expect(readMultipart(request(fields(11)), LIMITS)).rejects.toEqual(status(413));
  });

  it('When the body is larger than the limit, then it is too large and the rest of the request is drained', async () => {
    const req = request(`${part('a', 'y'.repeat(3000))}--b--`);
    await expect(readMultipart(req, LIMITS)).rejects.toEqual(status(413));
    expect(req.readableFlowing).toBe(true);
  });

  it('When a part is in a charset that cannot be decoded, then it is an unsupported body', async () => {
    const body = `--b\r\nContent-Disposition: form-data; name="a"\r\nContent-Type: text/plain; charset=shift_jis\r\n\r\n1\r\n--b--`;
    await expect(readMultipart(request(body), LIMITS)).rejects.toEqual(status(415));
  });

  it.each([
    ['ends in the middle of a field', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
    [
      'ends in the middle of a file (busboy then errors on the file stream)',
      '--b\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nabc',
    ],
    [
      "has a part's headers running into the next boundary (busboy then never settles)",
      '--b\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n--b\r\n\r\n--',
    ],
    ['has a malformed part header', `--b\r\nX-Bad\r\n\r\n1\r\n--b--`],
    ['is empty', ''],
  ])('When the body %s, then it is a bad request', async (_case, body) => {
    await expect(readMultipart(request(body), LIMITS)).rejects.toEqual(status(400));
  });

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary=""'],
    ['another multipart type', 'multipart/mixed; boundary=b'],
  ])('When the content type has %s, then it is a bad request', async (_case, contentType) => {
    await expect(
      readMultipart(request(`${part('a', '1')}--b--`, contentType), LIMITS),
    ).rejects.toEqual(status(400));
  });

  it.each([
    'multipart/form-data; boundary="b"',
    'Multipart/Form-Data; BOUNDARY=b',
    'multipart/form-data;boundary=b',
    'multipart/form-data; charset=utf-8; Boundary="b"',
  ])('When the content type is %s, then the boundary is found', async (contentType) => {
    await expect(
      readMultipart(request(`${part('a', '1')}--b--`, contentType), LIMITS),
    ).resolves.toEqual({ a: '1' });
  });

  it.each([
    ['fails', (req: IncomingMessage) => req.destroy(new Error('socket hang up'))],
    ['is aborted', (req: IncomingMessage) => req.emit('aborted')],
    ['closes before its end', (req: IncomingMessage) => req.destroy()],
  ])('When the request %s, then it is a bad request', async (_case, interrupt) => {
    const req = openRequest(part('a', '1'));
    const parsed = readMultipart(req, LIMITS);
    setImmediate(() => interrupt(req));
    await expect(parsed).rejects.toEqual(status(400));
  });

  it('When the body arrives split at any byte, then the fields are the same', async () => {
    const body = Buffer.from(
      `preamble\r\n${part('nombre', 'María José')}${part('mensaje', 'x'.repeat(90))}` +
        `${file}${part('dash', 'x--b without CRLF\r\n-b')}${part('nombre', 'other')}--b--\r\n`,
    );
    const expected = {
      nombre: 'María José',
      mensaje: 'x'.repeat(90),
      dash: 'x--b without CRLF\r\n-b',
    };
    for (let at = 0; at <= body.length; ++at) {
      const fields = await readMultipart(
        chunked([body.subarray(0, at), body.subarray(at)]),
        LIMITS,
      );
      expect({ at, fields }).toEqual({ at, fields: expected });
    }
    const bytes = Array.from(body, (byte) => Buffer.from([byte]));
    await expect(readMultipart(chunked(bytes), LIMITS)).resolves.toEqual(expected);
  });
});
