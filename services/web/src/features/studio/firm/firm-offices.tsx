import type { TOffice } from '@firm/shared/content/site-config';
import styles from '../components/post-editor.module.css';
import firmStyles from './firm-editor.module.css';
import { FIRM_COPY } from './firm-copy';
import { FirmText, type TFirmSectionProps } from './firm-field';
import { moved, RowActions } from './row-actions';

type TOfficeKey = keyof TOffice;
const ROWS: TOfficeKey[][] = [
  ['id', 'maps_query'],
  ['name_es', 'name_en'],
  ['street', 'suite'],
  ['city', 'postal_code'],
  ['region', 'country'],
];

/** The offices: address fields, map search, the notice said beside it; added, removed, reordered. */
export function FirmOffices({ locale, doc, change, errors }: TFirmSectionProps) {
  const copy = FIRM_COPY[locale];
  const setOffices = (update: (offices: TOffice[]) => TOffice[]) =>
    change((c) => ({ ...c, offices: update(c.offices) }));
  const set = (i: number, key: TOfficeKey) => (value: string) =>
    setOffices((offices) =>
      offices.map((office, j) => {
        if (j !== i) return office;
        // an optional text left empty is absent (the schema refuses empty texts)
        const next = { ...office, [key]: value };
        if (value === '' && (key === 'suite' || key === 'notice_es' || key === 'notice_en'))
          delete next[key];
        return next;
      }),
    );
  return (
    <fieldset className={`${styles.card} ${firmStyles.section}`} data-testid="firm-offices">
      <legend>{copy.sections.offices}</legend>
      <p className={styles.hint}>{copy.officesHint}</p>
      {doc.offices.map((office, i) => {
        const name = copy.officeRow(i + 1);
        const field = (key: TOfficeKey) => (
          <FirmText
            key={key}
            locale={locale}
            errors={errors}
            path={`offices.${i}.${key}`}
            value={office[key]}
            onChange={set(i, key)}
            {...(key.endsWith('_es') ? { lang: 'es' } : key.endsWith('_en') ? { lang: 'en' } : {})}
          />
        );
        return (
          <div key={i} className={styles.indexEntry} role="group" aria-label={name}>
            <h3 className={styles.subheading}>{name}</h3>
            {ROWS.map((row) => (
              <div key={row.join()} className={styles.columns}>
                {row.map(field)}
              </div>
            ))}
            <div className={styles.columns}>
              {(['notice_es', 'notice_en'] as const).map((key) => (
                <FirmText
                  key={key}
                  locale={locale}
                  errors={errors}
                  path={`offices.${i}.${key}`}
                  value={office[key]}
                  onChange={set(i, key)}
                  hint={copy.noticeHint}
                  lang={key.slice(-2)}
                  multiline
                />
              ))}
            </div>
            <RowActions
              locale={locale}
              name={name}
              index={i}
              count={doc.offices.length}
              onMove={(by) => setOffices((offices) => moved(offices, i, by))}
              onRemove={() => setOffices((offices) => offices.filter((_, j) => j !== i))}
            />
          </div>
        );
      })}
      <p className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() =>
            setOffices((offices) => [
              ...offices,
              {
                id: '',
                name_es: '',
                name_en: '',
                street: '',
                city: '',
                region: '',
                postal_code: '',
                country: 'US',
                maps_query: '',
              },
            ])
          }
        >
          {copy.addOffice}
        </button>
      </p>
    </fieldset>
  );
}
