import type { TLocale } from '@firm/shared/i18n/locale';
import styles from '../components/post-editor.module.css';
import { FIRM_COPY } from './firm-copy';

/** A list with its `i`-th item moved by `by` places (kept in bounds). */
export function moved<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j] as T, next[i] as T];
  return next;
}

/** Up, down and remove buttons of a row of a list (`name` says which row, for screen readers). */
export function RowActions(props: {
  locale: TLocale;
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const copy = FIRM_COPY[props.locale];
  return (
    <p className={styles.actions}>
      <button
        type="button"
        className={styles.secondary}
        disabled={props.index === 0}
        aria-label={`${copy.moveUp}: ${props.name}`}
        onClick={() => props.onMove(-1)}
      >
        {copy.moveUp}
      </button>
      <button
        type="button"
        className={styles.secondary}
        disabled={props.index === props.count - 1}
        aria-label={`${copy.moveDown}: ${props.name}`}
        onClick={() => props.onMove(1)}
      >
        {copy.moveDown}
      </button>
      <button
        type="button"
        className={styles.danger}
        disabled={props.count === 1}
        aria-label={`${copy.remove}: ${props.name}`}
        onClick={props.onRemove}
      >
        {copy.remove}
      </button>
    </p>
  );
}
