import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';

/** The 404 of a lead that does not exist, in the caller's language. */
export function leadNotFound(locale: TLocale): never {
  throw new AppError('not_found', t(locale, 'staff.leadNotFound'));
}

/**
 * A lead id from a path: a positive safe integer, else the lead's 404 (an id that cannot exist is no
 * lead, never a server fault).
 */
export function checkedLeadId(id: number, locale: TLocale): number {
  if (!Number.isSafeInteger(id) || id < 1) leadNotFound(locale);
  return id;
}
