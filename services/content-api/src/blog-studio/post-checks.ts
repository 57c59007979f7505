import type { TLocale } from '@firm/shared/i18n/locale';
import { ZSlugSchema } from '@firm/shared/content/content-fields';
import { languageName } from '@firm/shared/studio/studio-messages';
import type { TStudioPostDocument } from '@firm/shared/studio/studio-post';
import {
  STUDIO_LANGS,
  type TStudioLang,
  type TStudioProblem,
} from '@firm/shared/studio/studio-state';
import { missingAnchors } from '../content/indice';
import { renderContentMarkdown } from '../content/render-content';
import type { TPublishedLanguage } from '../documents/document-kind';
import type { TDb } from '../documents/documents.repository';
import { imagesOf, isImage, loadMediaLookup, type TMediaLookup } from '../media/media-lookup';
import { problem } from '../studio/studio-errors';
import { postReferences, postUrlTaken } from './post-projection.repository';

const ANCHOR = /^[a-z][a-z0-9-]*$/;
const SEPARATORS = [';;', '**'];

function indexProblems(locale: TLocale, index: TStudioPostDocument['index']): TStudioProblem[] {
  const problems: TStudioProblem[] = [];
  const seen = new Set<string>();
  index.forEach((entry, i) => {
    if (entry.anchor && !ANCHOR.test(entry.anchor))
      problems.push(problem(locale, `index.${i}.anchor`, 'anchorFormat'));
    else if (entry.anchor && seen.has(entry.anchor))
      problems.push(problem(locale, `index.${i}.anchor`, 'anchorTwice', { anchor: entry.anchor }));
    seen.add(entry.anchor);
    for (const part of ['es', 'en'] as const) {
      if (SEPARATORS.some((separator) => entry[part].includes(separator)))
        problems.push(problem(locale, `index.${i}.${part}`, 'indexSeparator'));
    }
  });
  return problems;
}

/**
 * What keeps an article's document from being saved: an address that is not lowercase words and
 * hyphens or that another article uses in that language, an unknown category, author or main image, a
 * video as main image, a malformed index. Empty texts are fine in a draft.
 */
export async function postSaveProblems(
  db: TDb,
  key: string | null,
  document: TStudioPostDocument,
  locale: TLocale,
): Promise<TStudioProblem[]> {
  const problems: TStudioProblem[] = [];
  // one after the other: inside a transaction `db` is a single client
  const references = await postReferences(db);
  const media = await loadMediaLookup(db);
  for (const lang of STUDIO_LANGS) {
    const url = document[lang].url;
    if (!url) continue;
    if (!ZSlugSchema.safeParse(url).success)
      problems.push(problem(locale, `${lang}.url`, 'urlFormat'));
    else if (await postUrlTaken(db, lang, url, key))
      problems.push(problem(locale, `${lang}.url`, 'urlTaken'));
  }
  if (document.category && !references.categories.has(document.category))
    problems.push(problem(locale, 'category', 'categoryUnknown'));
  if (document.author && !references.authors.has(document.author))
    problems.push(problem(locale, 'author', 'authorUnknown'));
  if (document.main_media) {
    const file = media.find(document.main_media);
    if (!file)
      problems.push(problem(locale, 'main_media', 'mediaUnknown', { file: document.main_media }));
    else if (!isImage(file)) problems.push(problem(locale, 'main_media', 'mediaNotImage'));
  }
  return [...problems, ...indexProblems(locale, document.index)];
}

/** Images a public page may not show yet: unknown, or without alt text in both languages. */
function imageProblems(
  locale: TLocale,
  field: string,
  names: string[],
  media: TMediaLookup,
): TStudioProblem[] {
  return names.flatMap((name) => {
    const file = media.find(name);
    if (!file) return [problem(locale, field, 'mediaUnknown', { file: name })];
    return STUDIO_LANGS.filter((lang) => !file[`alt_${lang}`].trim()).map((lang) =>
      problem(locale, field, 'mediaNoAlt', { file: file.source, lang: languageName(locale, lang) }),
    );
  });
}

/**
 * What keeps `lang` of an article from being published: every text of the language written, the
 * category, author and main image chosen, an index of at least one entry whose anchors are headings of
 * this language's body and of every other language on the site (as the import checks them), and every
 * image shown with its alt text in both languages.
 */
export async function postPublishProblems(
  db: TDb,
  document: TStudioPostDocument,
  lang: TStudioLang,
  others: Partial<Record<TStudioLang, TPublishedLanguage<TStudioPostDocument>>>,
  locale: TLocale,
): Promise<TStudioProblem[]> {
  const problems: TStudioProblem[] = [];
  const text = document[lang];
  for (const field of ['url', 'titulo', 'description', 'main_media_text', 'markdown'] as const) {
    if (!text[field].trim()) problems.push(problem(locale, `${lang}.${field}`, 'required'));
  }
  for (const field of ['category', 'author', 'main_media'] as const) {
    if (!document[field]) problems.push(problem(locale, field, 'required'));
  }
  if (document.index.length === 0) problems.push(problem(locale, 'index', 'indexRequired'));
  document.index.forEach((entry, i) => {
    for (const part of ['es', 'en', 'anchor'] as const) {
      if (!entry[part].trim()) problems.push(problem(locale, `index.${i}.${part}`, 'required'));
    }
  });
  const html = renderContentMarkdown(text.markdown);
  const bodies: [TStudioLang, string][] = [[lang, html]];
  for (const other of STUDIO_LANGS.filter((l) => l !== lang)) {
    const live = others[other];
    if (live) bodies.push([other, renderContentMarkdown(live.document[other].markdown)]);
  }
  for (const [bodyLang, body] of bodies) {
    const missing = new Set(
      missingAnchors(
        document.index.filter((e) => e.anchor),
        body,
      ),
    );
    document.index.forEach((entry, i) => {
      if (missing.has(entry.anchor))
        problems.push(
          problem(locale, `index.${i}.anchor`, 'anchorMissing', {
            lang: languageName(locale, bodyLang),
            anchor: entry.anchor,
          }),
        );
    });
  }
  const media = await loadMediaLookup(db);
  if (document.main_media && media.find(document.main_media))
    problems.push(...imageProblems(locale, 'main_media', [document.main_media], media));
  problems.push(...imageProblems(locale, `${lang}.markdown`, [...new Set(imagesOf(html))], media));
  return problems;
}
