import type { TPageText } from '@firm/shared/content/page-text';
import type { Pool } from '@firm/shared/server/db';
import {
  ZStudioPageSaveSchema,
  type TStudioPage,
  type TStudioPageDocument,
} from '@firm/shared/studio/studio-page';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import { htmlHeadings } from '../content/html-headings';
import { loadPageTexts } from '../content/load-page-texts';
import type { DocumentsService } from '../documents/documents.service';
import { loadMediaLookup } from '../media/media-lookup';
import { StudioCollection } from '../studio/studio-collection';
import { storedContentTokens } from '../site-config/site-config.service';
import { blockNamesOf, PAGE_KIND, pageDocumentOf, renderPageBlock } from './page-kind';

/**
 * A page as `GET /api/content/pages/{lang}/{key}` would answer it once published: each block rendered
 * and sanitized as publishing renders it, with its section headings and the page's date.
 */
async function previewPage(
  pool: Pool,
  key: string,
  document: TStudioPageDocument,
  lang: TStudioLang,
): Promise<TPageText> {
  const media = await loadMediaLookup(pool);
  const tokens = await storedContentTokens(pool, new Date());
  const blocks = blockNamesOf(key, document).map((block) => [
    block,
    renderPageBlock(document[lang].blocks[block] ?? '', media, tokens),
  ]);
  return {
    key,
    lang,
    updated: document[lang].updated,
    blocks: Object.fromEntries(blocks),
    headings: Object.fromEntries(
      blocks.map(([block, html]) => [
        block,
        htmlHeadings(html as string).flatMap(({ level, id, text }) =>
          level === 2 && id ? [{ anchor: id, text }] : [],
        ),
      ]),
    ),
  };
}

/** A page's text as the content folder ships it (the sample), or null when the folder has none. */
export function samplePage(contentDir: string, key: string): TStudioPageDocument | null {
  const records = loadPageTexts(contentDir, []).filter((record) => record.page_key === key);
  return records.length > 0 ? pageDocumentOf(records) : null;
}

/** The studio's page texts (`/api/staff/content/pages`): never created, never deleted. */
export function pagesCollection(
  pool: Pool,
  documents: DocumentsService,
  contentDir: string,
): StudioCollection<TStudioPageDocument, TStudioPage> {
  return new StudioCollection(pool, documents, {
    kind: PAGE_KIND,
    saveSchema: ZStudioPageSaveSchema,
    notFound: 'pageNotFound',
    present: (key, document, meta) => ({
      key,
      block_names: blockNamesOf(key, document),
      ...document,
      ...meta,
    }),
    listItem: (row, document, languages) => ({
      key: row.key,
      revision: row.revision,
      block_names: blockNamesOf(row.key, document),
      updated_at: row.updated_at.toISOString(),
      languages,
    }),
    preview: (key, document, lang) => previewPage(pool, key, document, lang),
    sample: async (key) => samplePage(contentDir, key),
  });
}
