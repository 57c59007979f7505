import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool, type Pool } from '@firm/shared/server/db';
import { runMigrations } from '@firm/shared/server/migrate';
import { repoPaths } from '@firm/shared/server/paths';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import { ZStudioPostSchema } from '@firm/shared/studio/studio-post';
import { MEMBERS, startStudioServer, type TStudioServer } from '../../support/studio-server';
import { parseWire } from './support/wire';

// A database filled before the studio existed (its content migrations up to 102 and the leads'
// before 210), then migrated: every row must still be there.
const admin = () => {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = '/postgres';
  return url.toString();
};
const name = `studio_mig_${randomBytes(3).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
})();
const before = mkdtempSync(path.join(tmpdir(), 'migrations-before-'));
let pool: Pool;
let studio: TStudioServer | undefined;

async function withAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await withAdmin(`CREATE DATABASE ${name}`);
  for (const file of readdirSync(repoPaths().migrations)) {
    // the studio's migrations (110 and the content ones after it, which need its tables) run later
    const studio = /^1[1-9]\d_/.test(file) || file === '210_staff_editor_role.sql';
    if (file.endsWith('.sql') && !studio)
      copyFileSync(path.join(repoPaths().migrations, file), path.join(before, file));
  }
  pool = createPool(databaseUrl);
  await runMigrations(pool, before);
  await pool.query(`
    INSERT INTO content_media (file, source_name, content_type, width, height, byte_size, sha256, bytes)
      VALUES ('portada.0123abcd.jpg', 'portada.jpg', 'image/jpeg', 10, 10, 3, 'x', '\\x010203');
    INSERT INTO attorneys (slug, name, role_en, role_es, photo, photo_alt_en, photo_alt_es, summary_en, summary_es, bio_en, bio_es)
      VALUES ('ana-herrera', 'Ana Herrera', 'Attorney', 'Abogada', 'portada.0123abcd.jpg', 'Portrait', 'Retrato', 's', 's', '<p>Bio</p>', '<p>Bio</p>');
    INSERT INTO blog_categories (id, source_key, nombre_en, nombre_es, url_en, url_es) VALUES (1, 'vawa', 'VAWA', 'VAWA', 'vawa', 'vawa');
    INSERT INTO blog_posts (id, source_key, url_en, url_es, titulo_en, titulo_es, description_en, description_es,
        body_en, body_es, main_media, main_media_text_en, main_media_text_es, indice, category_id, author_slug,
        featured, published, created_at, updated_at)
      VALUES
      (1, 'publicado', 'published', 'publicado', 'Published', 'Publicado', 'd', 'd',
       '<h2 id="uno">One</h2>\n<p>Text.</p>', '<h2 id="uno">Uno</h2>\n<p>Texto.</p>', 'portada.0123abcd.jpg',
       'A cover', 'Una portada', 'Uno**One**uno', 1, 'ana-herrera', true, true, '2025-01-01', '2025-01-02'),
      (2, 'oculto', 'hidden', 'oculto', 'Hidden', 'Oculto', 'd', 'd',
       '<h2 id="uno">One</h2>\n<p>Secret.</p>', '<h2 id="uno">Uno</h2>\n<p>Secreto.</p>', 'portada.0123abcd.jpg',
       'A cover', 'Una portada', 'Uno**One**uno', 1, 'ana-herrera', false, false, '2025-02-01', '2025-02-01');
    SELECT setval(pg_get_serial_sequence('blog_posts', 'id'), 2);
    INSERT INTO page_texts (source_key, page_key, block, body_en, body_es, updated_on)
      VALUES ('privacy/body', 'privacy', 'body', '<p>Privacy.</p>', '<p>Privacidad.</p>', '2026-11-24');
    INSERT INTO site_config (id, data) VALUES (true, '{}');
  `);
  await runMigrations(pool, repoPaths().migrations);
  studio = await startStudioServer(databaseUrl, { skipImport: true });
});

afterAll(async () => {
  await studio?.close();
  await pool?.end();
  await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(before, { recursive: true, force: true });
});

describe('migration 110 on a database filled before the studio', () => {
  it('When 120 runs, then each category on the site is revision 1 of its document, published and in its place', async () => {
    const { rows } = await pool.query(
      `SELECT r.action, r.document, p.position FROM content_revisions r
       JOIN content_positions p ON p.kind = r.kind AND p.key = r.key
       WHERE r.kind = 'categories' AND r.key = 'vawa'`,
    );
    expect(rows).toEqual([
      {
        action: 'migrate',
        position: 0,
        document: {
          nombre_es: 'VAWA',
          nombre_en: 'VAWA',
          url_es: 'vawa',
          url_en: 'vawa',
          quick_exit: false,
        },
      },
    ]);
  });

  it('When it runs, then every article and page text is revision 1 of its document, published as it was', async () => {
    const { rows } = await pool.query<{ kind: string; key: string; action: string; es: string }>(
      `SELECT kind, key, action, document->'es'->>'titulo' AS es FROM content_revisions
       WHERE kind IN ('page', 'post') ORDER BY kind, key`,
    );
    expect(rows).toEqual([
      { kind: 'page', key: 'privacy', action: 'migrate', es: null },
      { kind: 'post', key: '1', action: 'migrate', es: 'Publicado' },
      { kind: 'post', key: '2', action: 'migrate', es: 'Oculto' },
    ]);
    const states = await pool.query<{ key: string; lang: string; state: string; live: boolean }>(
      `SELECT key, lang, state, live FROM content_language_states WHERE kind = 'post' ORDER BY key, lang`,
    );
    expect(states.rows).toEqual([
      { key: '1', lang: 'en', state: 'published', live: true },
      { key: '1', lang: 'es', state: 'published', live: true },
      { key: '2', lang: 'en', state: 'draft', live: false },
      { key: '2', lang: 'es', state: 'draft', live: false },
    ]);
    const media = await pool.query('SELECT alt_es, alt_en FROM content_media');
    expect(media.rows).toEqual([{ alt_es: 'Una portada', alt_en: 'A cover' }]);
  });

  it('When the site is asked, then the published article answers as before and the hidden one stays hidden', async () => {
    const get = (pathname: string) => fetch(`${studio!.baseUrl}${pathname}`);
    const published = (await (await get(CONTENT_URLS.article('es', 'publicado'))).json()) as {
      body_es: string;
      index: unknown;
    };
    expect(published.body_es).toBe('<h2 id="uno">Uno</h2>\n<p>Texto.</p>');
    expect(published.index).toEqual([{ es: 'Uno', en: 'One', anchor: 'uno' }]);
    expect((await get(CONTENT_URLS.article('es', 'oculto'))).status).toBe(404);
    const privacy = (await (await get(CONTENT_URLS.pageText('en', 'privacy'))).json()) as {
      updated: string;
    };
    expect(privacy.updated).toBe('2026-11-24');
  });

  it('When an editor publishes the hidden article, then its text (kept in its revision) renders the same as before', async () => {
    const editor = await studio!.as(MEMBERS.editor);
    const answer = await editor.post(studioUrl('postPublish', { id: 2 }), { languages: ['es'] });
    expect(answer.status).toBe(200);
    expect(parseWire(ZStudioPostSchema, answer.body).languages.es.state).toBe('published');
    const article = (await (
      await fetch(`${studio!.baseUrl}${CONTENT_URLS.article('es', 'oculto')}`)
    ).json()) as { body_es: string; created_at: string };
    expect(article.body_es).toBe('<h2 id="uno">Uno</h2>\n<p>Secreto.</p>');
    expect(article.created_at).toBe(new Date('2025-02-01').toISOString());
  });
});
