import type { TRouteId } from '@firm/shared/routes/route-map';

/** The hero's slides in order (SPEC §2): the firm's claim, then VAWA, T and U, each with its page and image. */
export const HERO_SLIDES = [
  { id: 'claim', route: 'immigrationLawyer', image: 'hero-claim.jpg' },
  { id: 'vawa', route: 'vawaVisa', image: 'hero-vawa.jpg' },
  { id: 'tVisa', route: 'tVisa', image: 'hero-t-visa.jpg' },
  { id: 'uVisa', route: 'uVisa', image: 'hero-u-visa.jpg' },
] as const satisfies readonly { id: string; route: TRouteId; image: string }[];

/** The hero images' file names. */
export type THeroImage = (typeof HERO_SLIDES)[number]['image'];

/** The home page's own media files (infra/content/media), besides the hero's. */
export const HOME_MEDIA = {
  video: 'home-firm.mp4',
  poster: 'home-firm-poster.jpg',
  missionBackground: 'home-mission-bg.jpg',
} as const;
