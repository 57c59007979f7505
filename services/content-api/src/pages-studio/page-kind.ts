import {
  ZStudioPageDocumentSchema,
  type TStudioPageDocument,
} from '@firm/shared/studio/studio-page';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import type { TPageTextRecord } from '../content/content-bundle';
import { rewriteMediaLinks } from '../content/content-rows';
import { fillPublishedTokens, type TContentTokens } from '../content/content-tokens';
import { renderContentMarkdown } from '../content/render-content';
import type { TDocumentKind, TProjection } from '../documents/document-kind';
import { findItem } from '../documents/documents.repository';
import { loadMediaLookup, type TMediaLookup } from '../media/media-lookup';
import { storedContentTokens } from '../site-config/site-config.service';
import { pagePublishProblems, pageSaveProblems, requiredBlocks } from './page-checks';
import { deletePageBlocks, writePageBlocks } from './page-projection.repository';

/** A stored page document; throws when it is not one. */
export function readPageDocument(stored: unknown): TStudioPageDocument {
  return ZStudioPageDocumentSchema.parse(stored);
}

/** The blocks of a page, in the order the site lists them (then any other it has). */
export function blockNamesOf(key: string, document: TStudioPageDocument): string[] {
  const has = Object.keys(document.es.blocks);
  const required = requiredBlocks(key, has);
  return [...required, ...has.filter((block) => !required.includes(block)).sort()];
}

/** A block as the site shows it: its Markdown rendered, its `{{tokens}}` filled, its images' public names. */
export function renderPageBlock(
  markdown: string,
  media: TMediaLookup,
  tokens: TContentTokens,
): string {
  const html = fillPublishedTokens(renderContentMarkdown(markdown), tokens, true);
  return rewriteMediaLinks(html, media.publicNames);
}

async function projectPage(projection: TProjection<TStudioPageDocument>): Promise<void> {
  const { client, key, languages, current, at } = projection;
  const media = await loadMediaLookup(client);
  const tokens = await storedContentTokens(client, at);
  const render = (lang: TStudioLang, block: string) =>
    renderPageBlock((languages[lang] ?? current).document[lang].blocks[block] ?? '', media, tokens);
  const updated = (lang: TStudioLang) => (languages[lang] ?? current).document[lang].updated;
  await writePageBlocks(
    client,
    key,
    blockNamesOf(key, current.document).map((block) => ({
      block,
      body_es: render('es', block),
      body_en: render('en', block),
      updated_on_es: updated('es'),
      updated_on_en: updated('en'),
    })),
  );
}

/** A page's texts, as the studio's engine sees them (a page is never taken off the site). */
export const PAGE_KIND: TDocumentKind<TStudioPageDocument> = {
  kind: 'page',
  read: readPageDocument,
  saveProblems: async (db, key, document, locale) => {
    const head = key ? await findItem(db, 'page', key) : undefined;
    const headBlocks = head ? Object.keys(readPageDocument(head.document).es.blocks) : [];
    return pageSaveProblems(key ?? '', document, headBlocks, locale);
  },
  publishProblems: async (_db, _key, document, lang, others, locale) =>
    pagePublishProblems(document, lang, others, locale),
  project: projectPage,
  withdraw: (client, key) => deletePageBlocks(client, key),
  canUnpublish: false,
};

/** Both languages of a page document, read from the import's per-block records. */
export function pageDocumentOf(records: TPageTextRecord[]): TStudioPageDocument {
  const language = (lang: TStudioLang) => {
    const dates = records.flatMap((r) => r[`updated_on_${lang}`] ?? []).sort();
    const blocks = records.map((r) => [r.block, r[`markdown_${lang}`]]);
    return { updated: dates.at(-1) ?? null, blocks: Object.fromEntries(blocks) };
  };
  return { es: language('es'), en: language('en') };
}
