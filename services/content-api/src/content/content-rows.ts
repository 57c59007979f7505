import type { TContentBundle } from './content-bundle';

/** Maps a source media name to its fingerprinted public name. */
export type TMediaNames = ReadonlyMap<string, string>;

function media(names: TMediaNames, source: string): string {
  const file = names.get(source);
  if (!file) throw new Error(`media file "${source}" was not imported`);
  return file;
}

/** Points `/images/files/<source>` links inside HTML at the fingerprinted names. */
export function rewriteMediaLinks(html: string, names: TMediaNames): string {
  return html.replace(
    /(src="\/images\/files\/)([^"]+)"/g,
    (whole, prefix: string, source: string) => {
      const file = names.get(source);
      return file ? `${prefix}${file}"` : whole;
    },
  );
}

/**
 * The table rows of a content bundle's collections, with media names resolved (articles, page texts and
 * attorneys are written by the studio's engine, write-bundle.ts).
 */
export function contentRows(bundle: TContentBundle, names: TMediaNames) {
  return {
    categories: bundle.categories.map((c) => ({ ...c })),
    reviews: bundle.reviews.map((r) => ({ ...r, imagen: media(names, r.imagen) })),
    travel: bundle.travel.map((t) => ({
      ...t,
      foto: media(names, t.foto),
      poster: media(names, t.poster),
    })),
    giveaways: bundle.giveaways.map((g) => ({ ...g, foto: media(names, g.foto) })),
    attorneyTestimonials: bundle.attorneyTestimonials.map((t) => ({
      ...t,
      foto: media(names, t.foto),
    })),
    lives: bundle.lives.map((l) => ({
      ...l,
      imagen_es: media(names, l.imagen_es),
      imagen_en: media(names, l.imagen_en),
    })),
  };
}
