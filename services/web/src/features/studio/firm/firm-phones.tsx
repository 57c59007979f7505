import type { TPhone } from '@firm/shared/content/site-config';
import { firmLabel } from '@firm/shared/studio/studio-firm-labels';
import styles from '../components/post-editor.module.css';
import firmStyles from './firm-editor.module.css';
import { FIRM_COPY } from './firm-copy';
import { fieldId, FirmText, type TFirmSectionProps } from './firm-field';
import { moved, RowActions } from './row-actions';

const PRACTICES = ['immigration', 'personal_injury', 'truck_drivers'] as const;

/** The phone lines: one row each (practice, labels, display, E.164), added, removed, reordered. */
export function FirmPhones({ locale, doc, change, errors }: TFirmSectionProps) {
  const copy = FIRM_COPY[locale];
  const setPhones = (update: (phones: TPhone[]) => TPhone[]) =>
    change((c) => ({ ...c, phones: update(c.phones) }));
  const set = (i: number, key: keyof TPhone) => (value: string) =>
    setPhones((phones) => phones.map((p, j) => (j === i ? { ...p, [key]: value } : p)));
  return (
    <fieldset className={`${styles.card} ${firmStyles.section}`} data-testid="firm-phones">
      <legend>{copy.sections.phones}</legend>
      <p className={styles.hint}>{copy.phonesHint}</p>
      {errors['phones'] ? <p className={styles.error}>{errors['phones']}</p> : null}
      {doc.phones.map((phone, i) => {
        const name = copy.phoneRow(i + 1);
        const practiceId = fieldId(`phones.${i}.practice`);
        const common = { locale, errors };
        return (
          <div key={i} className={styles.indexEntry} role="group" aria-label={name}>
            <h3 className={styles.subheading}>{name}</h3>
            <div className={styles.columns}>
              <FirmText
                {...common}
                path={`phones.${i}.id`}
                value={phone.id}
                onChange={set(i, 'id')}
              />
              <div className={styles.field}>
                <label htmlFor={practiceId} className={styles.label}>
                  {firmLabel(locale, 'practice')}
                </label>
                <select
                  id={practiceId}
                  className={styles.input}
                  value={phone.practice}
                  onChange={(e) => set(i, 'practice')(e.target.value)}
                >
                  {PRACTICES.map((practice) => (
                    <option key={practice} value={practice}>
                      {copy.practices[practice]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className={styles.columns}>
              <FirmText
                {...common}
                path={`phones.${i}.label_es`}
                value={phone.label_es}
                onChange={set(i, 'label_es')}
                lang="es"
              />
              <FirmText
                {...common}
                path={`phones.${i}.label_en`}
                value={phone.label_en}
                onChange={set(i, 'label_en')}
                lang="en"
              />
            </div>
            <div className={styles.columns}>
              <FirmText
                {...common}
                path={`phones.${i}.display`}
                value={phone.display}
                onChange={set(i, 'display')}
              />
              <FirmText
                {...common}
                path={`phones.${i}.tel`}
                value={phone.tel}
                onChange={set(i, 'tel')}
                hint={copy.telHint}
              />
            </div>
            <RowActions
              locale={locale}
              name={name}
              index={i}
              count={doc.phones.length}
              onMove={(by) => setPhones((phones) => moved(phones, i, by))}
              onRemove={() => setPhones((phones) => phones.filter((_, j) => j !== i))}
            />
          </div>
        );
      })}
      <p className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() =>
            setPhones((phones) => [
              ...phones,
              {
                id: '',
                practice: 'immigration',
                label_es: '',
                label_en: '',
                display: '',
                tel: '+1',
              },
            ])
          }
        >
          {copy.addPhone}
        </button>
      </p>
    </fieldset>
  );
}
