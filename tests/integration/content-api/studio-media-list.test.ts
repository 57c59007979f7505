import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { ZStudioMediaListSchema } from '@firm/shared/studio/studio-media';
import { mediaQueryString, type TStudioMediaQuery } from '@firm/shared/studio/studio-media-query';
import { useStudioServer } from '../../support/studio-server';
import { parseWire } from './support/wire';

const served = useStudioServer();

/** Library originals written straight into the table (no bytes are read by the list). */
async function addOriginals(
  rows: { name: string; type: string; alt_es?: string; alt_en?: string }[],
): Promise<void> {
  for (const [index, row] of rows.entries())
    await served.studio.pool.query(
      `INSERT INTO content_media (file, source_name, content_type, byte_size, sha256, bytes, alt_es, alt_en, created_at)
       VALUES ($1, $1, $2, 1, 'x', '\\x00', $3, $4, now() + make_interval(secs => $5))`,
      [row.name, row.type, row.alt_es ?? '', row.alt_en ?? '', 60 + index],
    );
}

async function list(query: Partial<TStudioMediaQuery> = {}) {
  const qs = mediaQueryString(query);
  const answer = await served.editor.get(`${STUDIO_ROUTES.media}${qs ? `?${qs}` : ''}`);
  expect(answer.status).toBe(200);
  return parseWire(ZStudioMediaListSchema, answer.body);
}

const two = (n: number) => String(n).padStart(2, '0');

describe('the media library’s list, a page at a time', () => {
  let before = 0;
  beforeAll(async () => {
    before = (await list()).total;
    await addOriginals([
      ...Array.from({ length: 20 }, (_, n) => ({
        name: `lista-foto-${two(n)}.jpg`,
        type: 'image/jpeg',
        alt_es: `Foto de la oficina ${n}`,
        alt_en: `Office photo ${n}`,
      })),
      ...Array.from({ length: 10 }, (_, n) => ({
        name: `lista-video-${two(n)}.mp4`,
        type: 'video/mp4',
      })),
      { name: 'lista-rara.png', type: 'image/png', alt_es: 'Un 100% de casos_ganados' },
    ]);
  });

  it('When the library is listed without parameters, then it answers the 24 newest files of page 1, how many there are and the number of pages', async () => {
    const first = await list();
    const total = before + 31;
    expect(first).toMatchObject({ total, page: 1, pages: Math.ceil(total / 24) });
    expect(first.media).toHaveLength(24);
    expect(first.media[0]?.id).toBe('lista-rara.png');
    expect(first.media[1]?.id).toBe('lista-video-09.mp4');
  });

  it('When page 2 and a page past the last are asked for, then they hold the next files and the last page', async () => {
    const first = await list();
    const second = await list({ page: 2 });
    expect(second.page).toBe(2);
    const ids = [...first.media, ...second.media].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const last = await list({ page: 99 });
    expect(last.page).toBe(last.pages);
    expect(last.media.length).toBe(last.total - (last.pages - 1) * 24);
  });

  it('When the list is narrowed to videos, then only the videos show', async () => {
    const videos = await list({ kind: 'video' });
    expect(videos.total).toBe(10);
    expect(videos.media.every((item) => item.kind === 'video')).toBe(true);
    expect((await list({ kind: 'image', q: 'lista-video' })).total).toBe(0);
  });

  it('When words are searched, then they are found in the name, the Spanish or the English alt text, whatever their case', async () => {
    expect((await list({ q: 'LISTA-VIDEO-03' })).media.map((item) => item.id)).toEqual([
      'lista-video-03.mp4',
    ]);
    expect((await list({ kind: 'image', q: 'oficina' })).total).toBe(20);
    expect((await list({ q: 'office photo 1' })).total).toBe(11);
  });

  it('When the words hold %, _ or \\, then they are taken literally, not as patterns', async () => {
    expect((await list({ q: '100%' })).media.map((item) => item.id)).toEqual(['lista-rara.png']);
    expect((await list({ q: 'casos_g' })).total).toBe(1);
    expect((await list({ q: 'foto_' })).total).toBe(0);
    expect((await list({ q: '\\' })).total).toBe(0);
  });
});
