/**
 * The HTTP endpoints of SPEC §7 that the browser calls, in one place (the web edge proxies them to the
 * content and leads services). Page routes live in route-map.ts.
 */

/**
 * Endpoint paths exactly as SPEC §7 names them, plus the referral batch endpoint (leads-api's own: the
 * original sent one request per referral; the batch is all-or-nothing).
 */
export const API_PATHS = {
  campaignSource: '/api/campaign-source',
  csrfToken: '/csrf-token',
  leadSubmit: '/api/prospecto/agregar',
  socialMediaLeadSubmit: '/api/prospecto/socialmedia',
  referralBatchSubmit: '/api/prospecto/referidos',
  trackCall: '/en/api/track-call',
  blogSearchFooter: '/search/blog',
  blogSearch: '/api/buscar',
  categoriesEn: '/en/api/category',
  categoriesEs: '/api/categoria',
  travelTestimonials: '/api/testimonios/travel',
  giveawayTestimonials: '/api/testimonios/giveaway',
  featuredBlogs: '/api/blogs/home',
  googleReviews: '/google-reviews/es',
  attorneyTestimonials: '/api/clientestestimonios/abogado',
  lives: '/api/lives/get/en',
  /** The text-message provider's webhook for a lead's reply (issue 29 §2), signed by the provider. */
  smsInbound: '/api/sms/inbound',
} as const;

/** Where uploaded images and videos are served from. */
export const MEDIA_PATH_PREFIX = '/images/files/';

/**
 * The URL of an uploaded image or video.
 * @param file - the stored file name (may contain spaces or accents; it is URL-encoded)
 */
export function mediaPath(file: string): string {
  return MEDIA_PATH_PREFIX + encodeURIComponent(file);
}

/**
 * A search endpoint with its query parameter.
 * @param id - blogSearch or blogSearchFooter
 * @param query - the visitor's text
 */
export function searchPath(id: 'blogSearch' | 'blogSearchFooter', query: string): string {
  return `${API_PATHS[id]}?${new URLSearchParams({ query }).toString()}`;
}
