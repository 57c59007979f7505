import type { TLocale } from '@firm/shared/i18n/locale';
import { AppError } from '@firm/shared/server/app-error';
import { readSiteConfig } from '@firm/shared/content/site-config.repository';
import type { TStudioAttorneyDocument } from '@firm/shared/studio/studio-collections';
import { studioMessage } from '@firm/shared/studio/studio-messages';
import type { TStudioProblem } from '@firm/shared/studio/studio-state';
import { renderContentMarkdown } from '../content/render-content';
import type { TDb } from '../documents/documents.repository';
import { imagesOf, isImage, loadMediaLookup } from '../media/media-lookup';
import { problem } from '../studio/studio-errors';
import {
  articlesBy,
  attorneyOfOldSlug,
  otherFounder,
  slugHolder,
} from './attorney-projection.repository';

/**
 * What keeps an attorney's document from being saved: a slug another attorney uses (or had: it still
 * redirects there), a second founder, no bar admission, a portrait or a biography image that is not
 * in the media library (or a portrait that is not an image).
 */
export async function attorneySaveProblems(
  db: TDb,
  key: string | null,
  document: TStudioAttorneyDocument,
  locale: TLocale,
): Promise<TStudioProblem[]> {
  const problems: TStudioProblem[] = [];
  // one after the other: inside a transaction `db` is a single client
  const holder = await slugHolder(db, document.slug, key);
  if (holder === 'current') problems.push(problem(locale, 'slug', 'attorneySlugTaken'));
  if (holder === 'old') {
    const name = (await attorneyOfOldSlug(db, document.slug)) ?? document.slug;
    problems.push(problem(locale, 'slug', 'attorneySlugOld', { name }));
  }
  if (document.is_founder) {
    const founder = await otherFounder(db, key);
    if (founder) problems.push(problem(locale, 'is_founder', 'founderTaken', { name: founder }));
  }
  if (document.bar_admissions.length === 0)
    problems.push(problem(locale, 'bar_admissions', 'barAdmissionRequired'));
  const media = await loadMediaLookup(db);
  const photo = media.find(document.photo);
  if (!photo) problems.push(problem(locale, 'photo', 'mediaUnknown', { file: document.photo }));
  else if (!isImage(photo)) problems.push(problem(locale, 'photo', 'mediaNotImage'));
  for (const lang of ['es', 'en'] as const) {
    const field = `bio_${lang}` as const;
    for (const name of new Set(imagesOf(renderContentMarkdown(document[field])))) {
      if (!media.find(name)) problems.push(problem(locale, field, 'mediaUnknown', { file: name }));
    }
  }
  return problems;
}

/**
 * Refuses (409, saying why) to take an attorney off the site while articles name her or him as
 * author, or while the firm's facts name her or him as founder or as the attorney responsible for
 * the site.
 */
export async function assertWithdrawable(
  db: TDb,
  attorney: { slug: string; name: string },
  locale: TLocale,
): Promise<void> {
  const count = await articlesBy(db, attorney.slug);
  if (count > 0)
    throw new AppError(
      'conflict',
      studioMessage(locale, 'attorneyWritesArticles', { name: attorney.name, count }),
    );
  const config = await readSiteConfig(db);
  const role =
    config?.firm.founder_slug === attorney.slug
      ? 'firmFounder'
      : config?.responsible_attorney.slug === attorney.slug
        ? 'firmResponsible'
        : null;
  if (role)
    throw new AppError(
      'conflict',
      studioMessage(locale, 'attorneyInFirmFacts', {
        name: attorney.name,
        role: studioMessage(locale, role),
      }),
    );
}
