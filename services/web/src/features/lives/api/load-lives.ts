import { PAGINATION } from '@firm/shared/constants';
import type { TLiveEntry } from '@firm/shared/content/live-entry';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import type { TLocale } from '@firm/shared/i18n/locale';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { dataOr, getContent, type TContentWarn } from '../../../lib/content/content-client';
import { loadMediaLookup } from '../../../lib/content/media-catalog';
import { pageNumberOf } from '../../../lib/page-number';
import { pageSlice, type TPageSlice } from '../../../lib/page-slice';

/** A live stream as a page shows it: its name and image in the page's language. */
export type TLiveItem = {
  id: number;
  url: string;
  name: string;
  image: string;
  /** The image's sizes and renditions (null when the media catalogue did not answer). */
  info: TMediaInfo | null;
};

/** What {@link loadLives} needs from a page loader's arguments. */
export type TLivesLoadArgs = {
  url: URL;
  locale: TLocale;
  contentBase: string;
  signal?: AbortSignal;
  warn?: TContentWarn;
};

/** The entry in a language: both languages' lives pages read the same list (SPEC §7). */
function inLocale(entry: TLiveEntry, locale: TLocale): Omit<TLiveItem, 'info'> {
  const en = locale === 'en';
  return {
    id: entry.id,
    url: entry.url,
    name: en ? entry.nombre_en : entry.nombre_es,
    image: en ? entry.imagen_en : entry.imagen_es,
  };
}

/**
 * A page loader's step: the live-stream entries (newest first), 3 a page (SPEC §9), the page read from
 * the query parameter `param`. Never throws: when the content service does not answer the list is empty
 * (SPEC §8) and the page still renders.
 * @param args - the page's URL, language and content service
 * @param param - the list's query parameter ('page' on the lives page, 'lives' on the founder's page)
 */
export async function loadLives(
  { url, locale, contentBase, signal, warn }: TLivesLoadArgs,
  param: string,
): Promise<TPageSlice<TLiveItem>> {
  const [lives, mediaOf] = await Promise.all([
    getContent<TLiveEntry[]>(contentBase, API_PATHS.lives, signal),
    loadMediaLookup(contentBase, signal, warn),
  ]);
  const slice = pageSlice(dataOr(lives, []), pageNumberOf(url, param), PAGINATION.livesPerPage);
  return {
    ...slice,
    items: slice.items.map((entry) => {
      const item = inLocale(entry, locale);
      return { ...item, info: mediaOf(item.image) };
    }),
  };
}
