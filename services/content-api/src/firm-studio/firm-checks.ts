import type { TLocale } from '@firm/shared/i18n/locale';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import { displayMatchesTel, firmProblem, FRAME_PHONES } from '@firm/shared/studio/studio-firm';
import type { TStudioProblem } from '@firm/shared/studio/studio-state';
import type { TFirmAttorney } from './firm.repository';

function repeated(ids: string[]): Set<number> {
  return new Set(ids.flatMap((id, i) => (ids.indexOf(id) !== i ? [i] : [])));
}

/**
 * The import's cross-checks of the site configuration (load-content.ts, responsible-attorney.ts),
 * field by field in the editor's language: ids used once, the lines the page frame shows there, each phone's display the number it dials,
 * the founding year not in the future, the callback line one of the phones, the founder and the
 * responsible attorney on the team (her or his name as the profile writes it, licensed where the footer
 * says), the principal office one of the offices.
 */
export function firmCrossProblems(
  config: TSiteConfig,
  attorneys: readonly TFirmAttorney[],
  locale: TLocale,
  year: number,
): TStudioProblem[] {
  const problems: TStudioProblem[] = [];
  const phoneIds = config.phones.map((phone) => phone.id);
  const officeIds = config.offices.map((office) => office.id);
  for (const i of repeated(phoneIds))
    problems.push(firmProblem(locale, `phones.${i}.id`, 'idTwice', { id: phoneIds[i] ?? '' }));
  for (const i of repeated(officeIds))
    problems.push(firmProblem(locale, `offices.${i}.id`, 'idTwice', { id: officeIds[i] ?? '' }));
  for (const [id, where] of Object.entries(FRAME_PHONES))
    if (!phoneIds.includes(id))
      problems.push(firmProblem(locale, 'phones', 'phoneNeeded', { id, where: where[locale] }));
  config.phones.forEach((phone, i) => {
    if (!/\d/.test(phone.display))
      problems.push(firmProblem(locale, `phones.${i}.display`, 'displayDigits'));
    else if (!displayMatchesTel(phone.display, phone.tel))
      problems.push(
        firmProblem(locale, `phones.${i}.display`, 'displayMismatch', {
          display: phone.display,
          tel: phone.tel,
        }),
      );
  });
  if (config.firm.founded > year)
    problems.push(firmProblem(locale, 'firm.founded', 'foundedYear', { year }));
  if (!phoneIds.includes(config.callback.phone_id))
    problems.push(firmProblem(locale, 'callback.phone_id', 'phoneUnknown'));
  if (!attorneys.some((a) => a.slug === config.firm.founder_slug))
    problems.push(firmProblem(locale, 'firm.founder_slug', 'attorneyUnknown'));
  const { slug, name, admitted_in, office_id } = config.responsible_attorney;
  const responsible = attorneys.find((a) => a.slug === slug);
  if (!responsible)
    problems.push(firmProblem(locale, 'responsible_attorney.slug', 'attorneyUnknown'));
  else {
    if (responsible.name !== name)
      problems.push(
        firmProblem(locale, 'responsible_attorney.name', 'attorneyName', {
          name: responsible.name,
        }),
      );
    if (!responsible.jurisdictions.includes(admitted_in))
      problems.push(
        firmProblem(locale, 'responsible_attorney.admitted_in', 'admittedIn', {
          places: responsible.jurisdictions.join(', '),
        }),
      );
  }
  if (!officeIds.includes(office_id))
    problems.push(firmProblem(locale, 'responsible_attorney.office_id', 'officeUnknown'));
  return problems;
}
