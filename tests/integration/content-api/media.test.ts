import { z } from 'zod';
import { ZErrorAnswerSchema } from '@firm/shared/content/error-answer';
import { ZMediaInfoSchema, type TMediaInfo } from '@firm/shared/content/media-info';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../support/content-server';
import { parseWire } from './support/wire';

describe('content-api: media at /images/files/{file}', () => {
  let server: TContentServer;
  let video: TMediaInfo;
  let image: TMediaInfo;
  beforeAll(async () => {
    server = await startContentServer();
    const catalog = parseWire(
      z.array(ZMediaInfoSchema),
      await (await server.get('/api/content/media')).json(),
    );
    video = catalog.find((m) => m.file.startsWith('travel-01.')) as TMediaInfo;
    image = catalog.find((m) => m.file.startsWith('blog-k1-fiance-visa.')) as TMediaInfo;
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => server.close());

  it('When a fingerprinted image is fetched, then it is immutable with an ETag, its type and its bytes', async () => {
    const response = await server.get(`/images/files/${image.file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
  });

  it.each([
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
  ])('When a %s variant is fetched, then it has that content type', async (type, ext) => {
    const variant = image.variants.find((v) => v.file.endsWith(`.w480.${ext}`));
    const response = await server.get(`/images/files/${variant?.file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('When the ETag is sent back, then the answer is 304', async () => {
    const first = await server.get(`/images/files/${image.file}`);
    const again = await server.get(`/images/files/${image.file}`, {
      headers: { 'If-None-Match': first.headers.get('etag') as string },
      cache: 'no-cache', // as a browser revalidates (fetch's default makes it a forced reload)
    });
    expect(again.status).toBe(304);
  });

  it('When a video is fetched with a byte range, then 206 comes back with Content-Range and those bytes', async () => {
    const whole = Buffer.from(
      await (await server.get(`/images/files/${video.file}`)).arrayBuffer(),
    );
    const response = await server.get(`/images/files/${video.file}`, {
      headers: { Range: 'bytes=100-199' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(whole.subarray(100, 200));
  });

  it('When the range is open-ended or a suffix, then the right bytes come back', async () => {
    const whole = Buffer.from(
      await (await server.get(`/images/files/${video.file}`)).arrayBuffer(),
    );
    const tail = await server.get(`/images/files/${video.file}`, {
      headers: { Range: 'bytes=-50' },
    });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.subarray(whole.length - 50));
  });

  it('When the range starts past the end, then the answer is 416 with the size', async () => {
    const response = await server.get(`/images/files/${video.file}`, {
      headers: { Range: 'bytes=99999999-' },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
  });

  it('When the source name is used instead of the fingerprint, then the file answers with a short cache', async () => {
    const response = await server.get('/images/files/blog-k1-fiance-visa.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it.each([
    '/images/files/..%2F..%2Fpackage.json',
    '/images/files/..%2f..%2f..%2fetc%2fpasswd',
    '/images/files/%2Fetc%2Fpasswd',
    '/images/files/..%5C..%5Cpackage.json',
    '/images/files/%2e%2e%2fpackage.json',
    '/images/files/%252e%252e%252fpackage.json',
    '/images/files/.env',
    '/images/files/..',
    '/images/files/x%00.jpg',
    '/images/files/C:%5Cwindows%5Cwin.ini',
    '/images/files/not-there.jpg',
    '/images/files/not-there.deadbeef.jpg',
  ])('When %s is asked, then the answer is a 404 JSON', async (path) => {
    const response = await server.get(path);
    expect(response.status).toBe(404);
    expect(parseWire(ZErrorAnswerSchema, await response.json())).toEqual({
      status: 'error',
      message: 'Not found',
    });
  });

  it('When raw traversal segments reach the server, then it never serves a file outside the store', async () => {
    const { request } = await import('node:http');
    const url = new URL(server.baseUrl);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: '/images/files/../../package.json',
          method: 'GET',
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
  });
});
