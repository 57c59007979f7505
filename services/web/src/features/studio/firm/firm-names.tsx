import { yearsOfExperience } from '@firm/shared/content/firm-years';
import { firmLabel } from '@firm/shared/studio/studio-firm-labels';
import styles from '../components/post-editor.module.css';
import firmStyles from './firm-editor.module.css';
import { FIRM_COPY } from './firm-copy';
import { fieldId, FirmText, type TFirmSectionProps } from './firm-field';

/** The firm's names, founding year (with the years of experience it gives), e-mail. */
export function FirmNames({ locale, doc, change, errors }: TFirmSectionProps) {
  const copy = FIRM_COPY[locale];
  const years = yearsOfExperience(doc.firm.founded || 0, new Date().getFullYear());
  const setFirm = (key: keyof typeof doc.firm) => (value: string) =>
    change((c) => ({ ...c, firm: { ...c.firm, [key]: value } }));
  const foundedId = fieldId('firm.founded');
  return (
    <fieldset className={`${styles.card} ${firmStyles.section}`}>
      <legend>{copy.sections.names}</legend>
      <div className={styles.columns}>
        <FirmText
          locale={locale}
          path="firm.name_es"
          value={doc.firm.name_es}
          onChange={setFirm('name_es')}
          errors={errors}
          lang="es"
        />
        <FirmText
          locale={locale}
          path="firm.name_en"
          value={doc.firm.name_en}
          onChange={setFirm('name_en')}
          errors={errors}
          lang="en"
        />
      </div>
      <div className={styles.columns}>
        <div className={styles.field}>
          <label htmlFor={foundedId} className={styles.label}>
            {firmLabel(locale, 'founded')}
          </label>
          <p id={`${foundedId}-hint`} className={styles.hint}>
            {copy.yearsHint(years)}
          </p>
          <input
            id={foundedId}
            type="number"
            inputMode="numeric"
            className={styles.input}
            value={Number.isFinite(doc.firm.founded) ? doc.firm.founded : ''}
            aria-describedby={`${foundedId}-hint ${foundedId}-years`}
            aria-invalid={errors['firm.founded'] ? true : undefined}
            onChange={(e) =>
              change((c) => ({ ...c, firm: { ...c.firm, founded: Number(e.target.value) } }))
            }
          />
          <p id={`${foundedId}-years`} className={styles.chosen} data-testid="firm-years">
            {copy.years(years)}
          </p>
          {errors['firm.founded'] ? <p className={styles.error}>{errors['firm.founded']}</p> : null}
        </div>
        <FirmText
          locale={locale}
          path="firm.founded_in"
          value={doc.firm.founded_in}
          onChange={setFirm('founded_in')}
          errors={errors}
        />
      </div>
      <div className={styles.columns}>
        <FirmText
          locale={locale}
          path="firm.founder_slug"
          value={doc.firm.founder_slug}
          onChange={setFirm('founder_slug')}
          errors={errors}
        />
        <FirmText
          locale={locale}
          path="email"
          value={doc.email}
          onChange={(email) => change((c) => ({ ...c, email }))}
          errors={errors}
        />
      </div>
    </fieldset>
  );
}
