import { useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ATTORNEY_FIELD_COPY } from '../collections/attorney-copy';
import type { TCollectionFieldProps } from './collection-field';
import styles from './post-editor.module.css';

type TRow = Record<string, string>;

const linesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const cleaned = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/**
 * A list of short texts (languages, practice areas, associations), one per line of a text box; the
 * document gets the lines without blanks. What the editor types stays as typed until it means
 * another list (a restored revision).
 */
export function ListField({
  name,
  lang,
  label,
  value,
  onChange,
  error,
  locale,
}: TCollectionFieldProps) {
  const items = linesOf(value);
  const [text, setText] = useState(items.join('\n'));
  const shown = cleaned(text).join('\n') === items.join('\n') ? text : items.join('\n');
  const described = [`${name}-hint`, error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={name} className={styles.label}>
        {label}
      </label>
      <p id={`${name}-hint`} className={styles.hint}>
        {ATTORNEY_FIELD_COPY[locale].onePerLine}
      </p>
      <textarea
        id={name}
        lang={lang}
        rows={Math.max(3, items.length + 1)}
        className={styles.input}
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => {
          setText(e.target.value);
          onChange(cleaned(e.target.value));
        }}
      />
      <FieldError id={name} error={error} />
    </div>
  );
}

/** Rows of two texts with add/remove buttons (a bar admission: state and number; a social link). */
function RowsField(props: {
  locale: TLocale;
  name: string;
  label: string;
  rows: TRow[];
  columns: { key: string; label: string; type?: 'url' }[];
  add: string;
  onChange: (rows: TRow[]) => void;
  error?: string | undefined;
}) {
  const { locale, name, label, rows, columns, onChange, error } = props;
  const copy = ATTORNEY_FIELD_COPY[locale];
  const set = (i: number, key: string, text: string) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, [key]: text } : row)));
  return (
    <fieldset
      className={styles.index}
      id={name}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend>{label}</legend>
      {rows.map((row, i) => (
        <div key={i} className={styles.indexEntry} role="group" aria-label={copy.row(i + 1)}>
          {columns.map((column) => (
            <div key={column.key} className={styles.field}>
              <label htmlFor={`${name}-${i}-${column.key}`} className={styles.label}>
                {column.label}
              </label>
              <input
                id={`${name}-${i}-${column.key}`}
                type={column.type ?? 'text'}
                className={styles.input}
                value={row[column.key] ?? ''}
                onChange={(e) => set(i, column.key, e.target.value)}
              />
            </div>
          ))}
          <p className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              {copy.removeRow(i + 1)}
            </button>
          </p>
        </div>
      ))}
      <p className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => onChange([...rows, Object.fromEntries(columns.map((c) => [c.key, '']))])}
        >
          {props.add}
        </button>
      </p>
      <FieldError id={name} error={error} />
    </fieldset>
  );
}

/** The bar admissions: a row per state (or court) with the bar number, both shown on the profile. */
export function BarAdmissionsField({
  locale,
  name,
  label,
  value,
  onChange,
  error,
}: TCollectionFieldProps) {
  const copy = ATTORNEY_FIELD_COPY[locale];
  const rows = Array.isArray(value) ? (value as TRow[]) : [];
  return (
    <RowsField
      locale={locale}
      name={name}
      label={label}
      rows={rows}
      columns={[
        { key: 'jurisdiction', label: copy.jurisdiction },
        { key: 'bar_number', label: copy.barNumber },
      ]}
      add={copy.addAdmission}
      onChange={onChange}
      error={error}
    />
  );
}

/** The social links: network name → https address (the document keeps them as an object). */
export function SocialField({
  locale,
  name,
  label,
  value,
  onChange,
  error,
}: TCollectionFieldProps) {
  const copy = ATTORNEY_FIELD_COPY[locale];
  const object = value && typeof value === 'object' ? (value as Record<string, string>) : {};
  const [rows, setRows] = useState<TRow[]>(
    Object.entries(object).map(([network, url]) => ({ network, url })),
  );
  const shown =
    JSON.stringify(toObject(rows)) === JSON.stringify(object) ? rows : fromObject(object);
  return (
    <RowsField
      locale={locale}
      name={name}
      label={label}
      rows={shown}
      columns={[
        { key: 'network', label: copy.network },
        { key: 'url', label: copy.address, type: 'url' },
      ]}
      add={copy.addLink}
      onChange={(next) => {
        setRows(next);
        onChange(toObject(next));
      }}
      error={error}
    />
  );
}

function fromObject(object: Record<string, string>): TRow[] {
  return Object.entries(object).map(([network, url]) => ({ network, url }));
}

/** Rows as the document's object (a row without its network is left out until it has one). */
function toObject(rows: TRow[]): Record<string, string> {
  return Object.fromEntries(
    rows.filter((row) => row.network?.trim()).map((row) => [row.network!.trim(), row.url ?? '']),
  );
}
