import type { TAttorneyTestimonial } from '@firm/shared/content/attorney-testimonial';
import type { TGiveawayTestimonial } from '@firm/shared/content/giveaway-testimonial';
import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { TLiveEntry } from '@firm/shared/content/live-entry';
import type { TTravelTestimonial } from '@firm/shared/content/travel-testimonial';
import type { Pool } from '@firm/shared/server/db';
import {
  listAttorneyTestimonials,
  listGiveaways,
  listLives,
  listReviews,
  listTravel,
  type TReviewRow,
} from './collections.repository';
import { relativeTime } from './relative-time';

/** A review row as the public endpoint answers it; `time` and `tiempo` are Unix seconds. */
export function reviewAnswer({ published_at, ...review }: TReviewRow, now: Date): TGoogleReview {
  const seconds = Math.floor(published_at.getTime() / 1000);
  return {
    ...review,
    fecha_publicado_relativo_en: relativeTime(published_at, now, 'en'),
    fecha_publicado_relativo_es: relativeTime(published_at, now, 'es'),
    time: seconds,
    tiempo: seconds,
  };
}

/** Reviews, testimonials and live entries in the shapes of SPEC §7. */
export class CollectionsService {
  constructor(
    private readonly pool: Pool,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Google reviews; `time` (English key) and `tiempo` (Spanish key) are Unix seconds. */
  async reviews(): Promise<TGoogleReview[]> {
    const now = this.now();
    return (await listReviews(this.pool)).map((row) => reviewAnswer(row, now));
  }

  /** Travel testimonials (videos). */
  travel(): Promise<TTravelTestimonial[]> {
    return listTravel(this.pool);
  }

  /** Giveaway testimonials (images). */
  giveaways(): Promise<TGiveawayTestimonial[]> {
    return listGiveaways(this.pool);
  }

  /** Client testimonials for the attorney pages. */
  attorneyTestimonials(): Promise<TAttorneyTestimonial[]> {
    return listAttorneyTestimonials(this.pool);
  }

  /** Live-stream entries. */
  lives(): Promise<TLiveEntry[]> {
    return listLives(this.pool);
  }
}
