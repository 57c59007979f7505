import { DEFAULT_LOCALE, isLocale, type TLocale } from './locale';

/**
 * The visitor's preferred site language from an `Accept-Language` header: the supported
 * language with the highest q-value ('es-MX' counts as 'es'), else the site default.
 */
export function localeFromAcceptLanguage(header: string | undefined): TLocale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: TLocale; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { locale: language, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
