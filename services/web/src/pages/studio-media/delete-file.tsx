import { useEffect, useRef, useState } from 'react';
import { StaffApiError } from '../../features/staff/api/staff-api';
import { staffFormStyles } from '../../features/staff/components/staff-form';
import { COPY } from './studio-media-copy';
import styles from './studio-media-page.module.css';
import type { TMediaItemProps } from './use-media-library';

/**
 * Deleting a file: a button, then a confirmation beside it; a file in use is refused by the server,
 * whose message names where it is used.
 */
export function DeleteFile({
  item,
  locale,
  library,
  onDeleted,
}: TMediaItemProps & { onDeleted: (name: string) => void }) {
  const copy = COPY[locale];
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const cancel = useRef<HTMLButtonElement>(null);
  // the Delete button gives way to the question: the keyboard's focus goes to its safe answer
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  async function confirm() {
    setBusy(true);
    try {
      await library.remove(item.id);
      onDeleted(item.id);
    } catch (error) {
      setProblem(error instanceof StaffApiError ? error.message : String(error));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.delete}>
      {asking ? (
        <div role="group" aria-label={copy.confirmDelete(item.id)} className={styles.confirm}>
          <p className={styles.confirmText}>{copy.confirmDelete(item.id)}</p>
          <div className={styles.row}>
            <button
              type="button"
              className={staffFormStyles.button}
              disabled={busy}
              onClick={confirm}
            >
              {copy.confirmYes}
            </button>
            <button
              type="button"
              className={staffFormStyles.secondary}
              onClick={() => setAsking(false)}
              ref={cancel}
            >
              {copy.confirmNo}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={staffFormStyles.secondary}
          disabled={!library.ready}
          onClick={() => {
            setProblem('');
            setAsking(true);
          }}
          aria-label={`${copy.delete} ${item.id}`}
        >
          {copy.delete}
        </button>
      )}
      {problem ? (
        <p role="alert" className={staffFormStyles.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
