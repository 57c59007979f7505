import { storableText } from '../text/storable';

/** Name of the first-touch attribution cookie written by the web edge and read by leads-api. */
export const ATTRIBUTION_COOKIE = 'firm_attr';

/**
 * The Global Privacy Control header (`Sec-GPC: 1`, issue 31 §3): a browser that sends it opts out of
 * sale and sharing. The site then writes no attribution cookie and its lead records only the signal.
 */
export const GPC_HEADER = 'sec-gpc';

/** What a lead sent from a browser with Global Privacy Control records as its attribution. */
export const GPC_ATTRIBUTION: Readonly<Record<string, string>> = { opt_out_signal: 'GPC' };

/**
 * Whether a request carries the Global Privacy Control signal (the header's only valid value is `1`).
 * @param value - the `Sec-GPC` header as received
 */
export function sendsGpc(value: string | undefined): boolean {
  return value?.trim() === '1';
}

/**
 * Whether a lead's attribution records the Global Privacy Control signal.
 * @param attribution - the stored attribution
 */
export function recordsGpc(attribution: Readonly<Record<string, string>>): boolean {
  return attribution.opt_out_signal === GPC_ATTRIBUTION.opt_out_signal;
}

/** How long the first touch is remembered. */
export const ATTRIBUTION_MAX_AGE_DAYS = 90;

const PARAM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'gclid',
  'fbclid',
  'ttclid',
] as const;
const MAX_VALUE_LENGTH = 200;

/** First-touch attribution of a visitor: where they came from the first time. */
export type TAttribution = {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  gclid?: string;
  fbclid?: string;
  ttclid?: string;
  referrer?: string;
  landing_path: string;
  first_seen: string;
};

const clean = (value: string | null | undefined): string | undefined => {
  if (!value) return undefined;
  const trimmed = storableText(value).trim().slice(0, MAX_VALUE_LENGTH);
  return trimmed || undefined;
};

/**
 * Attribution of a first page view: the campaign parameters of its URL, an external referrer
 * (same-site referrers are ignored) and the landing path.
 */
export function attributionFromRequest(input: {
  url: URL;
  referrer?: string | undefined;
  now?: Date;
}): TAttribution {
  const attribution: TAttribution = {
    landing_path: input.url.pathname.slice(0, MAX_VALUE_LENGTH),
    first_seen: (input.now ?? new Date()).toISOString(),
  };
  for (const key of PARAM_KEYS) {
    const value = clean(input.url.searchParams.get(key));
    if (value) attribution[key] = value;
  }
  const referrer = clean(input.referrer);
  if (referrer) {
    try {
      const ref = new URL(referrer);
      if (ref.host !== input.url.host)
        attribution.referrer = `${ref.protocol}//${ref.host}${ref.pathname}`.slice(
          0,
          MAX_VALUE_LENGTH,
        );
    } catch {
      // an unparsable referrer is not worth keeping
    }
  }
  return attribution;
}

/** True when the page view carries campaign data worth recording even if a cookie exists. */
export function hasCampaignData(attribution: TAttribution): boolean {
  return PARAM_KEYS.some((key) => attribution[key]) || Boolean(attribution.referrer);
}

const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (value: string): string => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

/** The cookie value (base64url JSON). */
export function serializeAttribution(attribution: TAttribution): string {
  return toBase64Url(JSON.stringify(attribution));
}

/** Reads the cookie value; anything malformed or forged into a bad shape gives null. */
export function parseAttributionCookie(value: string | undefined | null): TAttribution | null {
  if (!value || value.length > 4096) return null;
  try {
    const raw = JSON.parse(fromBase64Url(value)) as Record<string, unknown>;
    if (typeof raw !== 'object' || raw === null || typeof raw.landing_path !== 'string')
      return null;
    const attribution: TAttribution = {
      landing_path: storableText(raw.landing_path).slice(0, MAX_VALUE_LENGTH),
      first_seen:
        typeof raw.first_seen === 'string' ? storableText(raw.first_seen).slice(0, 40) : '',
    };
    for (const key of [...PARAM_KEYS, 'referrer'] as const) {
      const v = raw[key];
      if (typeof v === 'string' && clean(v)) attribution[key] = clean(v);
    }
    return attribution;
  } catch {
    return null;
  }
}

const REFERRER_SOURCES: [RegExp, string][] = [
  [/(^|\.)google\./, 'google'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)(facebook\.com|fb\.com|m\.facebook\.com|l\.facebook\.com)$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)(t\.co|twitter\.com|x\.com)$/, 'x'],
];

/**
 * The campaign source label appended to `seccion` (`Contacto Español - google`): the utm source
 * when given, else the ad click id's network, else the referring site, else '' (direct visit).
 */
export function sourceLabel(attribution: TAttribution | null): string {
  if (!attribution) return '';
  if (attribution.utm_source) return attribution.utm_source;
  if (attribution.gclid) return 'google ads';
  if (attribution.fbclid) return 'facebook ads';
  if (attribution.ttclid) return 'tiktok ads';
  if (attribution.referrer) {
    try {
      const host = new URL(attribution.referrer).hostname.replace(/^www\./, '');
      const known = REFERRER_SOURCES.find(([pattern]) => pattern.test(host));
      return known ? known[1] : host;
    } catch {
      return '';
    }
  }
  return '';
}
