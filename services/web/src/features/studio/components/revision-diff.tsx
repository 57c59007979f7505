import type { TLocale } from '@firm/shared/i18n/locale';
import { REVISIONS_COPY } from '../revisions-copy';
import { documentDiff, shortenSame, type TDiffPart } from '../utils/field-diff';
import styles from './revisions.module.css';

/** Props of {@link RevisionDiff}. */
export type TRevisionDiffProps = {
  locale: TLocale;
  /** The revision's document and the editor's current one. */
  revision: unknown;
  current: unknown;
  /** A field's name for people (`es.titulo` → "Título (Español)"), and the editor's order of fields. */
  labelOf: (path: string) => string;
  order: string[];
};

/** One field's line diff: unchanged runs shortened around the changes, − and + lines marked. */
function FieldLines({ locale, parts }: { locale: TLocale; parts: TDiffPart[] }) {
  const copy = REVISIONS_COPY[locale];
  return (
    <pre className={styles.lines}>
      {parts.map((part, at) => {
        const text = part.text.replace(/\n$/, '');
        if (part.kind === 'same') {
          const short = shortenSame(part.text, at === 0, at === parts.length - 1);
          return (
            <span key={at} className={styles.same}>
              {short.head ? `${short.head}\n` : ''}
              {short.skipped ? (
                <span className={styles.skipped}>
                  {copy.skipped(short.skipped)}
                  {'\n'}
                </span>
              ) : null}
              {short.tail ? `${short.tail}\n` : ''}
            </span>
          );
        }
        const Tag = part.kind === 'removed' ? 'del' : 'ins';
        return (
          <Tag key={at} className={part.kind === 'removed' ? styles.removed : styles.added}>
            <span className="visually-hidden">
              {part.kind === 'removed' ? copy.onlyRevision : copy.onlyCurrent}{' '}
            </span>
            {text.split('\n').map((line, n) => (
              <span key={n} className={styles.line}>
                <span aria-hidden="true" className={styles.mark}>
                  {part.kind === 'removed' ? '−' : '+'}
                </span>
                {line}
                {'\n'}
              </span>
            ))}
          </Tag>
        );
      })}
    </pre>
  );
}

/**
 * What differs between a revision and the editor's current text: each changed field by name, with a
 * line diff from the revision (−) to the current text (+).
 */
export function RevisionDiff({ locale, revision, current, labelOf, order }: TRevisionDiffProps) {
  const copy = REVISIONS_COPY[locale];
  const fields = documentDiff(revision, current, order);
  if (fields.length === 0) return <p className={styles.note}>{copy.same}</p>;
  return (
    <div className={styles.diff} data-testid="revision-diff">
      <p className={styles.note}>{copy.legend}</p>
      {fields.map((field) => (
        <section key={field.path} className={styles.field} aria-label={labelOf(field.path)}>
          <h4 className={styles.fieldName}>{labelOf(field.path)}</h4>
          <FieldLines locale={locale} parts={field.parts} />
        </section>
      ))}
    </div>
  );
}
