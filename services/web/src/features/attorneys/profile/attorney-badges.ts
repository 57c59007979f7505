import type { TAttorney } from '@firm/shared/content/attorney';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import type { TLocale } from '@firm/shared/i18n/locale';
import { PROFILE_COPY } from './attorney-profile-copy';

/** A licence or association badge of a profile, with its image when the media folder has one. */
export type TBadge = {
  kind: 'licence' | 'association';
  /** The licence or association in the page's language. */
  label: string;
  /** The image's text alternative in the page's language. */
  alt: string;
  /** The badge image as the content service serves it, or null: then the badge is the label alone. */
  media: TMediaInfo | null;
};

/** Lowercase words joined by hyphens, accents dropped: 'State Bar of Texas' → 'state-bar-of-texas'. */
export function nameSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The media file name of a badge (infra/content/README.md): `badge-licensed-<state>.png` for a licence,
 * `badge-<English name>.png` for an association.
 */
export function badgeFileName(kind: TBadge['kind'], englishName: string): string {
  const slug = nameSlug(englishName);
  return kind === 'licence' ? `badge-licensed-${slug}.png` : `badge-${slug}.png`;
}

/** The name a media file was imported under, without its fingerprint ('a.1b2c3d4e.png' → 'a.png'). */
export function sourceNameOf(file: string): string {
  return file.replace(/\.[0-9a-f]{8}(\.[a-z0-9]+)$/, '$1');
}

/**
 * The media catalogue by source name, keeping only the badges (what a profile can look up).
 * @param catalog - the content service's media catalogue (empty when it did not answer)
 */
export function badgeMediaOf(catalog: readonly TMediaInfo[]): Map<string, TMediaInfo> {
  return new Map(
    catalog
      .filter((info) => info.file.startsWith('badge-'))
      .map((info) => [sourceNameOf(info.file), info]),
  );
}

/**
 * A profile's badges: one per licence (`licensed_in`), then one per association (`associations_*`, read
 * in pairs: the English name finds the image, the page's language gives the words).
 * @param attorney - the profile
 * @param locale - the page's language
 * @param media - the badge images by source name ({@link badgeMediaOf})
 */
export function attorneyBadges(
  attorney: TAttorney,
  locale: TLocale,
  media: ReadonlyMap<string, TMediaInfo>,
): TBadge[] {
  const copy = PROFILE_COPY[locale];
  const names = locale === 'en' ? attorney.associations_en : attorney.associations_es;
  const licences = attorney.licensed_in.map((state) => ({
    kind: 'licence' as const,
    label: copy.licensedIn(state),
    alt: copy.licenceAlt(state),
    media: media.get(badgeFileName('licence', state)) ?? null,
  }));
  const associations = attorney.associations_en.map((english, i) => {
    const label = names[i] ?? english;
    return {
      kind: 'association' as const,
      label,
      alt: copy.associationAlt(label),
      media: media.get(badgeFileName('association', english)) ?? null,
    };
  });
  return [...licences, ...associations];
}
