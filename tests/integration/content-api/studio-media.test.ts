import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoPaths } from '@firm/shared/server/paths';
import { mediaPath } from '@firm/shared/routes/api-paths';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import {
  ZStudioMediaItemSchema,
  ZStudioMediaListSchema,
  type TStudioMediaItem,
} from '@firm/shared/studio/studio-media';
import { ZStudioPostSchema } from '@firm/shared/studio/studio-post';
import { useStudioServer, type StudioClient } from '../../support/studio-server';
import { parseWire } from './support/wire';

const served = useStudioServer();
const seedMedia = (file: string) => readFileSync(path.join(repoPaths().content, 'media', file));

/** Uploads `bytes` as `filename` (multipart, the token in its header). */
async function upload(client: StudioClient, filename: string, bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${served.studio.baseUrl}${STUDIO_ROUTES.media}`, {
    method: 'POST',
    headers: client.headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function library(): Promise<TStudioMediaItem[]> {
  return parseWire(ZStudioMediaListSchema, (await served.editor.get(STUDIO_ROUTES.media)).body)
    .media;
}

const getFile = (file: string, headers: Record<string, string> = {}) =>
  fetch(`${served.studio.baseUrl}${mediaPath(file)}`, { headers });

describe('the studio media library', () => {
  it('When a JPEG is uploaded, then it is named from its file name, typed by its bytes, given AVIF and WebP renditions and served', async () => {
    const answer = await upload(
      served.editor,
      'Foto de Ana Peña.JPG',
      seedMedia('attorney-ana-herrera.jpg'),
    );
    expect(answer.status).toBe(201);
    const item = parseWire(ZStudioMediaItemSchema, answer.body);
    expect(item).toMatchObject({
      id: 'foto-de-ana-pena.jpg',
      kind: 'image',
      ready: false,
      used_in: [],
    });
    expect(item.uploaded_by).toBe('Elena Editora');
    expect(item.info.variants.map((v) => v.content_type)).toEqual(
      expect.arrayContaining(['image/avif', 'image/webp']),
    );
    const served_ = await getFile(item.info.file);
    expect(served_.status).toBe(200);
    expect(served_.headers.get('content-type')).toBe('image/jpeg');
    const again = parseWire(
      ZStudioMediaItemSchema,
      (await upload(served.editor, 'foto de ana peña.jpg', seedMedia('attorney-daniel-ortiz.jpg')))
        .body,
    );
    expect(again.id).toBe('foto-de-ana-pena-2.jpg');
  });

  it('When a ".jpg" is really HTML, or a ".png" is an SVG, then it is a 415 and nothing is stored', async () => {
    const before = (await library()).length;
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>'.repeat(100));
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'.repeat(100),
    );
    for (const [name, bytes] of [
      ['vacaciones.jpg', html],
      ['logo.png', svg],
    ] as const) {
      const answer = await upload(served.editor, name, bytes);
      expect(answer.status).toBe(415);
      expect(answer.body.message).toMatch(/se revisa su contenido, no su nombre/);
    }
    expect(await library()).toHaveLength(before);
  });

  it('When an image is over 15 MB, then it is a 413 naming the limit and nothing is stored', async () => {
    const before = (await library()).length;
    const jpeg = seedMedia('attorney-ana-herrera.jpg');
    const big = Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024 + 1 - jpeg.length)]);
    const answer = await upload(served.editor, 'enorme.jpg', big);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('El archivo pasa de 15 MB, el máximo para una imagen.');
    expect(await library()).toHaveLength(before);
  });

  it('When a video is uploaded, then it is kept in chunks and served whole and by byte ranges across chunks', async () => {
    const video = Buffer.concat([seedMedia('travel-01.mp4'), randomBytes(2_600_000)]);
    const answer = await upload(served.editor, 'Clip del evento.mp4', video, 'video/mp4');
    expect(answer.status).toBe(201);
    const item = parseWire(ZStudioMediaItemSchema, answer.body);
    expect(item).toMatchObject({
      id: 'clip-del-evento.mp4',
      kind: 'video',
      byte_size: video.length,
    });
    const { rows } = await served.studio.pool.query<{ chunks: number }>(
      'SELECT count(*)::int AS chunks FROM content_media_chunks WHERE file = $1',
      [item.info.file],
    );
    expect(rows[0]?.chunks).toBe(3);
    const whole = await getFile(item.info.file);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const start = 1024 * 1024 - 10;
    const end = 2 * 1024 * 1024 + 9;
    const part = await getFile(item.info.file, { range: `bytes=${start}-${end}` });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);
  });

  it('When an article uses an image without alt texts, then publishing is refused until both are written', async () => {
    const image = parseWire(
      ZStudioMediaItemSchema,
      (await upload(served.editor, 'portada.jpg', seedMedia('blog-vawa-self-petition.jpg'))).body,
    );
    const created = await served.editor.post(STUDIO_ROUTES.posts, {
      category: 'vawa',
      author: 'ana-herrera',
      main_media: image.id,
      index: [{ es: 'Uno', en: 'One', anchor: 'uno' }],
      es: {
        url: 'con-portada',
        titulo: 'Con portada',
        description: 'Descripción.',
        main_media_text: 'Portada',
        markdown: '## Uno {#uno}\n\nTexto.',
      },
    });
    const post = parseWire(ZStudioPostSchema, created.body);
    const refused = await served.editor.post(studioUrl('postPublish', { id: post.id }), {
      languages: ['es'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({
      field: 'main_media',
      message:
        'Imagen principal: la imagen portada.jpg necesita su texto alternativo en inglés antes de usarse en una página pública.',
    });
    const alt = await served.editor.put(studioUrl('mediaItem', { id: image.id }), {
      alt_es: 'Una mujer firma un formulario',
      alt_en: 'A woman signs a form',
    });
    expect(parseWire(ZStudioMediaItemSchema, alt.body).ready).toBe(true);
    const published = await served.editor.post(studioUrl('postPublish', { id: post.id }), {
      languages: ['es'],
    });
    expect(published.status).toBe(200);

    const deleted = await served.editor.delete(studioUrl('mediaItem', { id: image.id }));
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(
      'Este archivo se usa en: Con portada. Quítelo de ahí antes de borrarlo.',
    );
    expect((await getFile(image.info.file)).status).toBe(200);
  });

  it('When a file nothing uses is deleted, then it is gone from the library and the site', async () => {
    const image = parseWire(
      ZStudioMediaItemSchema,
      (await upload(served.editor, 'sobra.jpg', seedMedia('attorney-ana-herrera.jpg'))).body,
    );
    expect((await served.editor.delete(studioUrl('mediaItem', { id: image.id }))).status).toBe(204);
    expect((await served.editor.get(studioUrl('mediaItem', { id: image.id }))).status).toBe(404);
    expect((await getFile(image.info.file)).status).toBe(404);
  });

  it('When the alt texts are too long, then it is a 400 naming each field', async () => {
    const [first] = await library();
    const answer = await served.editor.put(`${studioUrl('mediaItem', { id: first!.id })}?lang=en`, {
      alt_es: 'x'.repeat(251),
      alt_en: 'ok',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'alt_es', message: 'Spanish alt text: write at most 250 characters.' },
    ]);
  });
});
