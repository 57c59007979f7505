import type { Pool } from '@firm/shared/server/db';
import type { TStudioPageDocument } from '@firm/shared/studio/studio-page';
import type { TStudioPostDocument } from '@firm/shared/studio/studio-post';
import { STUDIO_LANGS, type TStudioLang } from '@firm/shared/studio/studio-state';
import { POST_KIND } from '../blog-studio/post-kind';
import type { TDocumentKind } from '../documents/document-kind';
import { statesByLang } from '../documents/document-publishing';
import { findRevision, listItems, type TItemRow } from '../documents/documents.repository';
import { findStates } from '../documents/states.repository';
import { blockNamesOf, PAGE_KIND } from '../pages-studio/page-kind';
import type { TSourceOf } from './export-collections';
import { postOrigins } from './export.repository';
import { sourceLinks, writeJsonFile, writeMarkdownFile } from './export-files';

/** What the site shows of a document: each language's text (live, else the draft) and the shared part. */
type TSiteView<D> = { byLang: Record<TStudioLang, D>; live: TStudioLang[]; shared: D };

/**
 * A document as the site shows it: a live language from the revision it is published from, a language
 * held back from the latest revision (a draft), what both share from the latest publication.
 */
async function siteView<D>(
  pool: Pool,
  kind: TDocumentKind<D>,
  item: TItemRow,
): Promise<TSiteView<D>> {
  const head = kind.read(item.document);
  const states = statesByLang(await findStates(pool, kind.kind, item.key));
  const byLang = { es: head, en: head };
  const live = STUDIO_LANGS.filter((lang) => states[lang].live);
  for (const lang of live) {
    const row = await findRevision(
      pool,
      kind.kind,
      item.key,
      states[lang].published_revision as number,
    );
    byLang[lang] = kind.read(row?.document);
  }
  const latest = [...live].sort(
    (a, b) => (states[b].published_at?.getTime() ?? 0) - (states[a].published_at?.getTime() ?? 0),
  )[0];
  return { byLang, live, shared: latest ? byLang[latest] : head };
}

/**
 * Writes every article as `blog/<folder>/meta.json`, `es.md` and `en.md`: the languages on the site
 * as published (`published` lists them), the others as their drafts; its folder is its key in git
 * (`post-<id>` for an article never published).
 */
export async function exportPosts(pool: Pool, root: string, sourceOf: TSourceOf): Promise<number> {
  const origins = await postOrigins(pool);
  const items = await listItems(pool, POST_KIND.kind);
  for (const item of items) {
    const view = await siteView<TStudioPostDocument>(pool, POST_KIND, item);
    const origin = origins.get(Number(item.key));
    const folder = `blog/${origin?.source_key ?? `post-${item.key}`}`;
    const { shared } = view;
    writeJsonFile(root, `${folder}/meta.json`, {
      category: shared.category,
      author: shared.author,
      created_at: (origin?.created_at ?? item.created_at).toISOString(),
      updated_at: (origin?.updated_at ?? item.updated_at).toISOString(),
      featured: shared.featured,
      ...(shared.quick_exit ? { quick_exit: true } : {}),
      published: view.live.length === 2 ? true : view.live.length === 0 ? false : view.live,
      main_media: shared.main_media ? sourceOf(shared.main_media) : '',
      index: shared.index,
    });
    for (const lang of STUDIO_LANGS) {
      const { markdown, ...front } = view.byLang[lang][lang];
      writeMarkdownFile(root, `${folder}/${lang}.md`, front, sourceLinks(markdown, sourceOf));
    }
  }
  return items.length;
}

/** Writes every page's blocks as `pages/<page>/<block>.<lang>.md`, each language as the site shows it. */
export async function exportPages(pool: Pool, root: string, sourceOf: TSourceOf): Promise<number> {
  const items = await listItems(pool, PAGE_KIND.kind);
  for (const item of items) {
    const view = await siteView<TStudioPageDocument>(pool, PAGE_KIND, item);
    for (const lang of STUDIO_LANGS) {
      const { updated, blocks } = view.byLang[lang][lang];
      for (const block of blockNamesOf(item.key, view.byLang[lang])) {
        writeMarkdownFile(
          root,
          `pages/${item.key}/${block}.${lang}.md`,
          updated ? { updated } : null,
          sourceLinks(blocks[block] ?? '', sourceOf),
        );
      }
    }
  }
  return items.length;
}
