import type { TPageText } from '@firm/shared/content/page-text';
import { AppError } from '@firm/shared/server/app-error';
import type { Pool } from '@firm/shared/server/db';
import { htmlHeadings } from '../content/html-headings';
import type { TLang } from '../http/query-params';
import { findPageTextBlocks } from './page-texts.repository';

/** Page texts as the pages read them: each block's HTML and its section headings. */
export class PageTextsService {
  constructor(private readonly pool: Pool) {}

  /**
   * One page's blocks in one language, with the `h2` headings of each (the page's index) and the
   * latest "last updated" date of its blocks.
   * @throws AppError not_found for an unknown page
   */
  async page(lang: TLang, key: string): Promise<TPageText> {
    const rows = await findPageTextBlocks(this.pool, key, lang);
    if (rows.length === 0) throw new AppError('not_found', 'Page text not found');
    const dates = rows.flatMap((row) => (row.updated ? [row.updated] : [])).sort();
    return {
      key,
      lang,
      updated: dates.at(-1) ?? null,
      blocks: Object.fromEntries(rows.map((row) => [row.block, row.body])),
      headings: Object.fromEntries(
        rows.map((row) => [
          row.block,
          htmlHeadings(row.body).flatMap(({ level, id, text }) =>
            level === 2 && id ? [{ anchor: id, text }] : [],
          ),
        ]),
      ),
    };
  }
}
