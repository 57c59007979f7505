import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { STUDIO_LANGS, type TStudioLang } from '@firm/shared/studio/studio-state';
import type { TBlogPostRecord, TCategoryRecord } from './content-bundle';
import {
  ZBlogDraftLanguageSchema,
  ZBlogLanguageSchema,
  ZBlogMetaSchema,
  ZCategoriesFileSchema,
} from './content-schemas';
import { formatIndice, missingAnchors } from './indice';
import { readJson, readMarkdown, type TProblems } from './read-content-file';
import { renderContentMarkdown } from './render-content';

/** Reads `categories.json`. */
export function loadCategories(root: string, problems: TProblems): TCategoryRecord[] {
  const rows = readJson(root, 'categories.json', ZCategoriesFileSchema, problems) ?? [];
  return rows.map(({ key, ...row }, position) => ({ source_key: key, ...row, position }));
}

const toHtml = renderContentMarkdown;

/** Reads one `blog/<key>/` folder: `meta.json`, `es.md`, `en.md`. */
function loadPost(root: string, key: string, problems: TProblems): TBlogPostRecord | undefined {
  const folder = path.posix.join('blog', key);
  const meta = readJson(root, `${folder}/meta.json`, ZBlogMetaSchema, problems);
  if (!meta) return undefined;
  const languages = STUDIO_LANGS.filter((lang) =>
    Array.isArray(meta.published) ? meta.published.includes(lang) : meta.published,
  );
  // a language held back (a draft) may be incomplete; a published one needs every field
  const schemaOf = (lang: TStudioLang) =>
    languages.includes(lang) ? ZBlogLanguageSchema : ZBlogDraftLanguageSchema;
  const es = readMarkdown(root, `${folder}/es.md`, schemaOf('es'), problems);
  const en = readMarkdown(root, `${folder}/en.md`, schemaOf('en'), problems);
  if (!es || !en) return undefined;
  if (languages.length > 0) {
    for (const field of ['category', 'author', 'main_media'] as const) {
      if (!meta[field]) problems.push(`${folder}/meta.json: ${field}: needed to publish`);
    }
    if (meta.index.length === 0)
      problems.push(`${folder}/meta.json: index: at least one entry is needed to publish`);
  }
  const body_es = toHtml(es.body);
  const body_en = toHtml(en.body);
  for (const [lang, html] of [
    ['es', body_es],
    ['en', body_en],
  ] as const) {
    if (!languages.includes(lang)) continue;
    const missing = missingAnchors(meta.index, html);
    if (missing.length > 0) {
      problems.push(
        `${folder}/${lang}.md: no heading with id ${missing.map((a) => `{#${a}}`).join(', ')} (listed in meta.json index)`,
      );
    }
  }
  const created = new Date(meta.created_at);
  const language = (front: typeof es) => ({
    url: front.data.url,
    titulo: front.data.titulo,
    description: front.data.description,
    main_media_text: front.data.main_media_text,
    markdown: front.body,
  });
  return {
    source_key: key,
    url_en: en.data.url,
    url_es: es.data.url,
    titulo_en: en.data.titulo,
    titulo_es: es.data.titulo,
    description_en: en.data.description,
    description_es: es.data.description,
    body_en,
    body_es,
    main_media: meta.main_media,
    main_media_text_en: en.data.main_media_text,
    main_media_text_es: es.data.main_media_text,
    indice: formatIndice(meta.index),
    category_key: meta.category,
    author_slug: meta.author,
    featured: meta.featured,
    quick_exit: meta.quick_exit,
    languages,
    document: {
      category: meta.category,
      author: meta.author,
      featured: meta.featured,
      quick_exit: meta.quick_exit,
      main_media: meta.main_media,
      index: meta.index,
      es: language(es),
      en: language(en),
    },
    created_at: created,
    updated_at: meta.updated_at ? new Date(meta.updated_at) : created,
  };
}

/** Reads every `blog/<key>/` folder, in key order. */
export function loadBlogPosts(root: string, problems: TProblems): TBlogPostRecord[] {
  const dir = path.join(root, 'blog');
  if (!existsSync(dir)) {
    problems.push('blog/: folder is missing');
    return [];
  }
  const keys = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const posts: TBlogPostRecord[] = [];
  for (const key of keys) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key)) {
      problems.push(`blog/${key}: folder names must be lowercase words joined by hyphens`);
      continue;
    }
    const post = loadPost(root, key, problems);
    if (post) posts.push(post);
  }
  return posts;
}
