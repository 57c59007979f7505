import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TAttorneyRecord } from './content-bundle';

/**
 * What is wrong with the site configuration's `responsible_attorney` (the footer names her or him): the
 * slug must be an attorney's folder, the name that profile's name, `admitted_in` one of its bar
 * admissions and `office_id` one of the offices; empty when all agree.
 */
export function responsibleAttorneyProblems(
  config: TSiteConfig,
  attorneys: readonly Pick<TAttorneyRecord, 'slug' | 'name' | 'bar_admissions'>[],
): string[] {
  const where = 'site-config.json: responsible_attorney';
  const { slug, name, admitted_in, office_id } = config.responsible_attorney;
  const problems: string[] = [];
  const attorney = attorneys.find((a) => a.slug === slug);
  if (!attorney) problems.push(`${where}.slug "${slug}" has no attorneys/ folder`);
  else {
    if (attorney.name !== name)
      problems.push(`${where}.name "${name}" differs from attorneys/${slug} ("${attorney.name}")`);
    const places = attorney.bar_admissions.map((bar) => bar.jurisdiction);
    if (!places.includes(admitted_in))
      problems.push(
        `${where}.admitted_in "${admitted_in}" is not among the bar admissions of attorneys/${slug} (${places.join(', ')})`,
      );
  }
  if (!config.offices.some((office) => office.id === office_id))
    problems.push(`${where}.office_id "${office_id}" is not an office's id`);
  return problems;
}
