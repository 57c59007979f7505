import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { REVIEWS_CAROUSEL } from '@firm/shared/constants';
import type { TGoogleReview } from '@firm/shared/content/google-review';
import { ZSiteConfigSchema } from '@firm/shared/content/site-config';
import { repoPaths } from '@firm/shared/server/paths';
import { GoogleRatingSummary } from './components/google-rating-summary';
import { GoogleReviewCard } from './components/google-review-card';
import { GoogleReviewsCarousel } from './components/google-reviews-carousel';
import { GoogleReviewsGrid } from './components/google-reviews-grid';
import { WriteReviewLink } from './components/write-review-link';
import { reviewsHeading } from './google-reviews-copy';
import { averageRating } from './rating';

const siteConfig = ZSiteConfigSchema.parse(
  JSON.parse(readFileSync(path.join(repoPaths().content, 'site-config.json'), 'utf8')),
);

const review = (overrides: Partial<TGoogleReview> = {}): TGoogleReview => ({
  id: 1,
  imagen: 'avatar-01.2a3d616d.png',
  nombre: 'María T.',
  rating: 5,
  body_en: 'They explained everything with patience.',
  body_es: 'Me explicaron todo con paciencia.',
  fecha_publicado_relativo_en: 'a year ago',
  fecha_publicado_relativo_es: 'hace un año',
  time: 1759428000,
  tiempo: 1759428000,
  ...overrides,
});

const reviews = (count: number) =>
  Array.from({ length: count }, (_, i) => review({ id: i + 1, nombre: `Reviewer ${i + 1}` }));

describe('GoogleReviewCard', () => {
  it('When it renders in Spanish, then it shows the avatar with its size and alt, the name, the Spanish date and body, the stars in words and the source', () => {
    const html = renderToString(<GoogleReviewCard locale="es" review={review({ rating: 4 })} />);
    expect(html).toMatch(
      /<img src="\/images\/files\/avatar-01.2a3d616d.png" alt="Foto de perfil de María T." width="128" height="128" loading="lazy"/,
    );
    expect(html).toContain('María T.');
    expect(html).toMatch(/<time datetime="2025-10-02T18:00:00.000Z"/i);
    expect(html).toContain('hace un año');
    expect(html).toContain('Me explicaron todo con paciencia.');
    expect(html).not.toContain('They explained');
    expect(html).toContain('role="img" aria-label="4 de 5 estrellas"');
    expect(html).toContain('data-filled="4"');
    // one SVG: four stars in the filled path, one in the empty one
    const paths = [...html.matchAll(/<path class="(filled|empty)" d="([^"]+)"/g)].map(
      ([, kind, d]) => [kind, d?.match(/M/g)?.length],
    );
    expect(paths).toEqual([
      ['filled', 4],
      ['empty', 1],
    ]);
    expect(html).toContain('4.0');
    expect(html).toContain('Reseña de Google');
  });

  it('When it renders in English, then the date, body, stars and source are in English', () => {
    const html = renderToString(<GoogleReviewCard locale="en" review={review()} />);
    expect(html).toContain('a year ago');
    expect(html).toContain('They explained everything with patience.');
    expect(html).toContain('aria-label="5 out of 5 stars"');
    expect(html).toContain('alt="Profile picture of María T."');
    expect(html).toContain('Google review');
  });
});

describe('GoogleReviewsCarousel', () => {
  it('When there are 24 reviews, then all 24 are slides of a labelled carousel that autoplays every 3 s, with a counter instead of 24 dots', () => {
    const html = renderToString(<GoogleReviewsCarousel locale="en" reviews={reviews(24)} />);
    expect(html).toMatch(
      /role="region" aria-roledescription="carousel" aria-label="Google reviews"/,
    );
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(24);
    expect(html).toContain('<span aria-hidden="true">1 / 24</span>');
    expect(html).toContain('Slide 1 of 24');
    expect(html).not.toContain('data-part="dot"');
    expect(html).toContain('data-autoplay="paused"');
    expect(html).not.toMatch(/\sstyle=/);
  });

  it.each([
    ['en', 'No reviews available'],
    ['es', 'No hay reseñas disponibles'],
  ] as const)(
    'When the %s page has no reviews, then it says "%s" and renders no carousel',
    (locale, message) => {
      const html = renderToString(<GoogleReviewsCarousel locale={locale} reviews={[]} />);
      expect(html).toContain(message);
      expect(html).not.toContain('carousel');
    },
  );
});

describe('GoogleReviewsGrid', () => {
  it('When it renders 5 reviews, then they are a labelled list of 5 cards', () => {
    const html = renderToString(<GoogleReviewsGrid locale="es" reviews={reviews(5)} />);
    expect(html).toContain('aria-label="Reseñas de Google"');
    expect(html.match(/<li /g)).toHaveLength(5);
  });

  it('When there are no reviews, then it says so in Spanish', () => {
    expect(renderToString(<GoogleReviewsGrid locale="es" reviews={[]} />)).toContain(
      'No hay reseñas disponibles',
    );
  });
});

describe('WriteReviewLink', () => {
  it('When the site configuration has the write-review address, then the link opens it in a new tab and says so', () => {
    const html = renderToString(<WriteReviewLink locale="es" siteConfig={siteConfig} />);
    expect(html).toContain(`href="${siteConfig.google_review_url}"`);
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('Déjenos una reseña en Google');
    expect(html).toContain('(se abre en una pestaña nueva)');
  });

  it('When the site configuration is unknown, then nothing renders', () => {
    expect(renderToString(<WriteReviewLink locale="en" siteConfig={null} />)).toBe('');
  });
});

describe('GoogleRatingSummary and averageRating', () => {
  it('When ratings are 5, 5 and 4, then the average is 4.7 and the summary counts 3 reviews', () => {
    const list = [review({ rating: 5 }), review({ rating: 5 }), review({ rating: 4 })];
    expect(averageRating(list)).toBe(4.7);
    const html = renderToString(<GoogleRatingSummary locale="en" reviews={list} />);
    expect(html).toContain('4.7');
    expect(html).toContain('3 Google reviews');
  });

  it('When there are no reviews, then there is no average and no summary', () => {
    expect(averageRating([])).toBeNull();
    expect(renderToString(<GoogleRatingSummary locale="es" reviews={[]} />)).toBe('');
  });
});

describe('google-reviews.module.css', () => {
  it('When the carousel breakpoints are read, then they are the SPEC §9 constants (2 per view at 1280 px or less, 1 at 767 px or less)', () => {
    const css = readFileSync(
      path.join(import.meta.dirname, 'components/google-reviews.module.css'),
      'utf8',
    ).replace(/\s+/g, ' ');
    expect(css).toContain(`.carousel { --slides-per-view: ${REVIEWS_CAROUSEL.slidesPerView}; }`);
    expect(css).toContain(
      `@media (max-width: ${REVIEWS_CAROUSEL.mediumMaxPx}px) { .carousel { --slides-per-view: ${REVIEWS_CAROUSEL.slidesPerViewMedium}; } }`,
    );
    expect(css).toContain(
      `@media (max-width: ${REVIEWS_CAROUSEL.smallMaxPx}px) { .carousel { --slides-per-view: ${REVIEWS_CAROUSEL.slidesPerViewSmall}; } }`,
    );
  });
});

describe('Sample reviews (issue 30 §3)', () => {
  it('When a review is sample content, then its card says so in small print instead of naming Google', () => {
    const es = renderToString(<GoogleReviewCard locale="es" review={review()} sample />);
    expect(es).toContain('Ejemplo: no es la reseña de un cliente real');
    expect(es).not.toContain('Reseña de Google');
    const en = renderToString(<GoogleReviewCard locale="en" review={review()} sample />);
    expect(en).toContain('Example: not a real client review');
  });

  it('When the grid knows which reviews are samples, then only those are labelled', () => {
    const html = renderToString(
      <GoogleReviewsGrid locale="es" reviews={reviews(3)} sampleIds={new Set([2])} />,
    );
    expect(html.match(/data-sample="true"/g)).toHaveLength(1);
    expect(html.match(/Reseña de Google/g)).toHaveLength(2);
  });

  it('When any sample remains, then the heading says "Reseñas de clientes"; when none, "Reseñas de Google"', () => {
    const some = { total: 2, reviews: [1], travel: [], giveaway: [], attorneyTestimonials: [] };
    expect(reviewsHeading('es', some)).toBe('Reseñas de clientes');
    expect(reviewsHeading('en', some)).toBe('Client reviews');
    expect(reviewsHeading('es', { ...some, total: 0, reviews: [] })).toBe('Reseñas de Google');
    expect(reviewsHeading('en', null)).toBe('Google reviews');
  });
});

describe('Sample reviews claim nothing', () => {
  it('When the carousel and grid are given the heading, then their accessible name is that heading', () => {
    const carousel = renderToString(
      <GoogleReviewsCarousel locale="es" reviews={reviews(3)} label="Reseñas de clientes" />,
    );
    expect(carousel).toContain('aria-label="Reseñas de clientes"');
    expect(carousel).not.toContain('aria-label="Reseñas de Google"');
    const grid = renderToString(
      <GoogleReviewsGrid locale="en" reviews={reviews(3)} label="Client reviews" />,
    );
    expect(grid).toContain('aria-label="Client reviews"');
  });

  it('When the reviews include samples, then the rating summary counts "reseñas", not "reseñas en Google"', () => {
    const list = [{ rating: 5 }, { rating: 4 }];
    const es = renderToString(<GoogleRatingSummary locale="es" reviews={list} sample />);
    expect(es).toContain('2 reseñas');
    expect(es).not.toContain('en Google');
    const en = renderToString(<GoogleRatingSummary locale="en" reviews={list} sample />);
    expect(en).toContain('2 reviews');
    expect(en).not.toContain('Google');
  });
});
