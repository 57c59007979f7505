import type { TDb } from '../documents/documents.repository';

/** One block of a page as `page_texts` holds it (sanitized HTML, both languages). */
export type TPageBlockRow = {
  block: string;
  body_es: string;
  body_en: string;
  updated_on_es: string | null;
  updated_on_en: string | null;
};

/** Writes a page's blocks and removes the rows of blocks it no longer has. */
export async function writePageBlocks(
  db: TDb,
  page: string,
  blocks: TPageBlockRow[],
): Promise<void> {
  for (const row of blocks) {
    await db.query(
      `INSERT INTO page_texts (source_key, page_key, block, body_es, body_en, updated_on_es, updated_on_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (source_key) DO UPDATE SET body_es = EXCLUDED.body_es, body_en = EXCLUDED.body_en,
         updated_on_es = EXCLUDED.updated_on_es, updated_on_en = EXCLUDED.updated_on_en`,
      [
        `${page}/${row.block}`,
        page,
        row.block,
        row.body_es,
        row.body_en,
        row.updated_on_es,
        row.updated_on_en,
      ],
    );
  }
  await db.query('DELETE FROM page_texts WHERE page_key = $1 AND NOT (block = ANY($2::text[]))', [
    page,
    blocks.map((row) => row.block),
  ]);
}

/** Removes a page's texts (a page the content folder no longer has). */
export async function deletePageBlocks(db: TDb, page: string): Promise<void> {
  await db.query('DELETE FROM page_texts WHERE page_key = $1', [page]);
}
