import { writeFileSync } from 'node:fs';
import path from 'node:path';

const IMAGE = 'blog-vawa-self-petition.jpg';
const PORTRAIT = 'attorney-ana-herrera.jpg';

/**
 * Writes a few items of every collection file into a fixture folder (writeFixtureContent): two
 * reviews, two travel testimonials, one giveaway, one attorney testimonial (for every attorney), one
 * live with a search URL (as the shipped samples have) and a second category without articles.
 */
export function writeCollectionItems(dir: string): void {
  const json = (file: string, value: unknown) =>
    writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));
  json('google-reviews.json', [
    {
      key: 'rosa-m',
      imagen: PORTRAIT,
      nombre: 'Rosa M.',
      rating: 5,
      body_es: 'Muy buena atención.',
      body_en: 'Very good service.',
      published_at: '2025-10-02T18:00:00Z',
    },
    {
      key: 'luis-p',
      imagen: PORTRAIT,
      nombre: 'Luis P.',
      rating: 4,
      body_es: 'Me ayudaron mucho.',
      body_en: 'They helped me a lot.',
      published_at: '2025-06-01',
    },
  ]);
  const travel = (n: number) => ({
    key: `travel-0${n}`,
    foto: IMAGE,
    poster: IMAGE,
    alt_es: `Viaje ${n}`,
    alt_en: `Trip ${n}`,
  });
  json('travel-testimonials.json', [travel(1), travel(2)]);
  json('giveaway-testimonials.json', [
    { key: 'giveaway-01', foto: IMAGE, alt_es: 'Ganadora', alt_en: 'Winner' },
  ]);
  json('attorney-testimonials.json', [
    {
      key: 'client-rosa',
      foto: PORTRAIT,
      nombre: 'Rosa',
      body_es: 'La licenciada me **escuchó**.',
      body_en: 'The attorney **listened**.',
    },
  ]);
  json('lives.json', [
    {
      key: 'live-vawa',
      url: 'https://www.youtube.com/@firm/search?query=vawa',
      streamed_at: '2025-09-18',
      imagen_es: IMAGE,
      nombre_es: 'VAWA en vivo',
      imagen_en: IMAGE,
      nombre_en: 'VAWA live',
    },
  ]);
  json('categories.json', [
    { key: 'vawa', nombre_en: 'VAWA', nombre_es: 'VAWA', url_en: 'vawa', url_es: 'vawa' },
    { key: 'parole', nombre_en: 'Parole', nombre_es: 'Parole', url_en: 'parole', url_es: 'parole' },
  ]);
}
