import { imagesOf } from '../media/media-lookup';
import type { TContentBundle } from './content-bundle';
import type { TMediaNames } from './content-rows';

/** An image's alt texts as the content folder writes them where it uses the image. */
export type TAltTexts = { file: string; alt_es: string; alt_en: string };

/** The `alt` of the first `<img>` of `html` showing `name`. */
function altIn(html: string, name: string): string {
  const tag = Array.from(html.matchAll(/<img[^>]*>/g), (m) => m[0]).find((t) =>
    t.includes(`src="/images/files/${name}"`),
  );
  return /\salt="([^"]*)"/.exec(tag ?? '')?.[1] ?? '';
}

/**
 * The alt texts the folder gives its images (an article's main image text, a body image's `alt`, an
 * attorney's portrait, the testimonials'), by public file name: the library shows them and the
 * studio's rule (an image needs alt text in both languages before a public page shows it) holds for
 * imported content from the start.
 */
export function mediaAltTexts(bundle: TContentBundle, names: TMediaNames): TAltTexts[] {
  const found: TAltTexts[] = [];
  const add = (source: string, alt_es: string, alt_en: string) => {
    const file = names.get(source);
    if (file && alt_es.trim() && alt_en.trim()) found.push({ file, alt_es, alt_en });
  };
  for (const post of bundle.posts) {
    add(post.main_media, post.main_media_text_es, post.main_media_text_en);
    for (const source of imagesOf(post.body_es))
      add(source, altIn(post.body_es, source), altIn(post.body_en, source));
  }
  for (const attorney of bundle.attorneys)
    add(attorney.photo, attorney.photo_alt_es, attorney.photo_alt_en);
  for (const item of [...bundle.giveaways, ...bundle.travel])
    add(item.foto, item.alt_es, item.alt_en);
  for (const item of bundle.travel) add(item.poster, item.alt_es, item.alt_en);
  return found;
}
