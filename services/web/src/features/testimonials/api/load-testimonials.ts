import type { TGiveawayTestimonial } from '@firm/shared/content/giveaway-testimonial';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import type { TTravelTestimonial } from '@firm/shared/content/travel-testimonial';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { dataOr, getContent, type TContentWarn } from '../../../lib/content/content-client';
import { loadMediaLookup } from '../../../lib/content/media-catalog';
import { pageNumberOf } from '../../../lib/page-number';
import { pageSlice, type TPageSlice } from '../../../lib/page-slice';
import { TESTIMONIAL_LISTS } from '../testimonial-lists';

/** A giveaway photo with its sizes and renditions (null when the media catalogue did not answer). */
export type TGiveawayItem = TGiveawayTestimonial & { info: TMediaInfo | null };

/** The page of each testimonials list that the URL asks for. */
export type TTestimonialsData = {
  travel: TPageSlice<TTravelTestimonial>;
  giveaway: TPageSlice<TGiveawayItem>;
};

/** What {@link loadTestimonials} needs from a page loader's arguments. */
export type TTestimonialsLoadArgs = {
  url: URL;
  contentBase: string;
  signal?: AbortSignal;
  warn?: TContentWarn;
};

/**
 * A page loader's step: the travel videos and the giveaway photos (SPEC §7), each cut to the page its own
 * query parameter asks for (3 and 6 a page, SPEC §9). Never throws: a list the content service cannot
 * give is empty (SPEC §8), and the page still renders.
 */
export async function loadTestimonials({
  url,
  contentBase,
  signal,
  warn,
}: TTestimonialsLoadArgs): Promise<TTestimonialsData> {
  const [travel, giveaway, mediaOf] = await Promise.all([
    getContent<TTravelTestimonial[]>(contentBase, API_PATHS.travelTestimonials, signal),
    getContent<TGiveawayTestimonial[]>(contentBase, API_PATHS.giveawayTestimonials, signal),
    loadMediaLookup(contentBase, signal, warn),
  ]);
  const { travel: travelList, giveaway: giveawayList } = TESTIMONIAL_LISTS;
  const photos = pageSlice(
    dataOr(giveaway, []),
    pageNumberOf(url, giveawayList.param),
    giveawayList.perPage,
  );
  return {
    travel: pageSlice(dataOr(travel, []), pageNumberOf(url, travelList.param), travelList.perPage),
    giveaway: {
      ...photos,
      items: photos.items.map((item) => ({ ...item, info: mediaOf(item.foto) })),
    },
  };
}
