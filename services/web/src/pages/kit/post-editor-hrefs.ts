import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';

/** The studio's article pages in the editor's language, as the article editor links them. */
export function postEditorHrefs(locale: TLocale) {
  const of = (id: number) => ({ id: String(id) });
  return {
    list: getHref('staffPosts', locale),
    page: (id: number) => getHref('staffPost', locale, of(id)),
    /** The staff preview previews the language of its address. */
    preview: (id: number, lang: TLocale) => getHref('staffPostPreview', lang, of(id)),
  };
}
