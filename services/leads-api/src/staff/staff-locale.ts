import type { Request, Response } from 'express';
import type { TLocale } from '@firm/shared/i18n/locale';

/**
 * The language of a staff API answer: English when the request asks with `?lang=en` (the English
 * staff pages do), otherwise Spanish, the staff UI's first language.
 */
export function staffLocaleOf(req: Request): TLocale {
  return req.query.lang === 'en' ? 'en' : 'es';
}

/** The language `requireStaff` chose for a staff answer (`res.locals.locale`), Spanish when none. */
export function answerLocale(res: Response): TLocale {
  return (res.locals.locale as TLocale | undefined) ?? 'es';
}
