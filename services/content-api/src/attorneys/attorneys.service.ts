import type { TAttorney } from '@firm/shared/content/attorney';
import type { TAttorneyTestimonial } from '@firm/shared/content/attorney-testimonial';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import { AppError } from '@firm/shared/server/app-error';
import type { Pool } from '@firm/shared/server/db';
import type { MediaService } from '../media/media.service';
import {
  findAttorney,
  listAttorneys,
  testimonialsAbout,
  type TAttorneyRow,
} from './attorneys.repository';

const withPhoto = (row: TAttorneyRow, infos: ReadonlyMap<string, TMediaInfo>): TAttorney => ({
  ...row,
  photo_info: infos.get(row.photo) ?? null,
});

/** Attorney profiles with their photo's variants. */
export class AttorneysService {
  constructor(
    private readonly pool: Pool,
    private readonly media: MediaService,
  ) {}

  private async withPhotos(rows: TAttorneyRow[]): Promise<TAttorney[]> {
    const infos = await this.media.infoOf(rows.map((row) => row.photo));
    return rows.map((row) => withPhoto(row, infos));
  }

  /** Every attorney, in the team page's order. */
  list(): Promise<TAttorney[]> {
    return listAttorneys(this.pool).then((rows) => this.withPhotos(rows));
  }

  /**
   * One attorney by slug (or by an old slug: the answer names the current one).
   * @throws AppError not_found for an unknown slug
   */
  async bySlug(slug: string): Promise<TAttorney> {
    const row = await findAttorney(this.pool, slug);
    if (!row) throw new AppError('not_found', 'Attorney not found');
    return withPhoto(row, await this.media.infoOf([row.photo]));
  }

  /** The client testimonials the profile of `slug` shows (the SPEC §7 shape). */
  testimonials(slug: string): Promise<TAttorneyTestimonial[]> {
    return testimonialsAbout(this.pool, slug);
  }
}
