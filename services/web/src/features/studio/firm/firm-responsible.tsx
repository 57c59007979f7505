import type { TSiteConfig } from '@firm/shared/content/site-config';
import { firmLabel } from '@firm/shared/studio/studio-firm-labels';
import { shellCopy } from '../../../lib/copy/shell-copy';
import { responsibleAttorney } from '../../../lib/content/site-config';
import styles from '../components/post-editor.module.css';
import { FIRM_COPY } from './firm-copy';
import { fieldId, FirmText, type TFirmSectionProps } from './firm-field';
import firmStyles from './firm-editor.module.css';

type TKey = keyof TSiteConfig['responsible_attorney'];

/** The attorney responsible for the site, where she or he is licensed, the principal office. */
export function FirmResponsible({ locale, doc, change, errors }: TFirmSectionProps) {
  const copy = FIRM_COPY[locale];
  const set = (key: TKey) => (value: string) =>
    change((c) => ({ ...c, responsible_attorney: { ...c.responsible_attorney, [key]: value } }));
  const officeId = fieldId('responsible_attorney.office_id');
  const said = responsibleAttorney(doc, locale);
  return (
    <fieldset className={`${styles.card} ${firmStyles.section}`} data-testid="firm-responsible">
      <legend>{copy.sections.responsible}</legend>
      <p className={styles.hint}>{copy.responsibleHint}</p>
      <div className={styles.columns}>
        {(['slug', 'name'] as const).map((key) => (
          <FirmText
            key={key}
            locale={locale}
            errors={errors}
            path={`responsible_attorney.${key}`}
            value={doc.responsible_attorney[key]}
            onChange={set(key)}
          />
        ))}
      </div>
      <div className={styles.columns}>
        <FirmText
          locale={locale}
          errors={errors}
          path="responsible_attorney.admitted_in"
          value={doc.responsible_attorney.admitted_in}
          onChange={set('admitted_in')}
        />
        <div className={styles.field}>
          <label htmlFor={officeId} className={styles.label}>
            {firmLabel(locale, 'office_id')}
          </label>
          <select
            id={officeId}
            className={styles.input}
            value={doc.responsible_attorney.office_id}
            aria-invalid={errors['responsible_attorney.office_id'] ? true : undefined}
            onChange={(e) => set('office_id')(e.target.value)}
          >
            {doc.offices.map((office, i) => (
              <option key={i} value={office.id}>
                {locale === 'es' ? office.name_es : office.name_en}
              </option>
            ))}
          </select>
          {errors['responsible_attorney.office_id'] ? (
            <p className={styles.error}>{errors['responsible_attorney.office_id']}</p>
          ) : null}
        </div>
      </div>
      {said ? (
        <>
          <p className={styles.label}>{copy.footerSays}</p>
          <p className={firmStyles.statement} data-testid="firm-statement">
            {shellCopy(locale).responsibleAttorney(said.name, said.admittedIn, said.office)}
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
