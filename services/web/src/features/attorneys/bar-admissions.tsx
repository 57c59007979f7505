import type { TAttorney } from '@firm/shared/content/attorney';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ATTORNEYS_COPY } from './attorneys-copy';

/** Props of {@link BarAdmissions}. */
export type TBarAdmissionsProps = {
  locale: TLocale;
  admissions: TAttorney['bar_admissions'];
  /** The class of the term/definition pair (the page's fact list decides the look). */
  className?: string;
};

/**
 * Where an attorney is admitted to practise law, with the bar's number ("Texas, bar no. …"), as a
 * term and its definitions inside the page's `<dl>`: the attorney-advertising rules ask each profile
 * to state it. Nothing when the profile has none.
 */
export function BarAdmissions({ locale, admissions, className }: TBarAdmissionsProps) {
  if (admissions.length === 0) return null;
  const copy = ATTORNEYS_COPY[locale];
  return (
    <div className={className} data-testid="bar-admissions">
      <dt>{copy.barAdmissions(admissions.length)}</dt>
      {admissions.map((admission) => (
        <dd key={`${admission.jurisdiction}:${admission.bar_number}`}>
          {copy.barAdmission(admission.jurisdiction, admission.bar_number)}
        </dd>
      ))}
    </div>
  );
}
