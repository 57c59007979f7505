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
});
