import type { TLocale } from '@firm/shared/i18n/locale';
import type { TSaveState } from '../hooks/use-document-editor';
import { POST_COPY } from '../post-editor-copy';
import styles from './post-editor.module.css';

/** Props of {@link SaveBar}. */
export type TSaveBarProps = {
  locale: TLocale;
  /** The editor's state ({@link useDocumentEditor}'s answer). */
  model: {
    save: TSaveState;
    dirty: boolean;
    editing: { name: string }[];
    saveNow: () => Promise<unknown>;
    reload: () => Promise<void>;
    overwrite: () => Promise<void>;
  };
  /** "Also editing this … now: names." */
  alsoEditing: (names: string) => string;
};

/**
 * What a studio editor says above its fields: who else has the document open, a refused save (a 409
 * names who saved in between and offers their version or saving over it; the text stays), and the
 * sticky save button with the last save's state.
 */
export function SaveBar({ locale, model, alsoEditing }: TSaveBarProps) {
  const copy = POST_COPY[locale];
  const names = model.editing.map((member) => member.name).join(', ');
  const status =
    model.save.kind === 'saving'
      ? copy.saving
      : model.dirty
        ? copy.unsaved
        : model.save.kind === 'saved'
          ? copy.saved
          : '';
  return (
    <>
      <div aria-live="polite" className={styles.notices}>
        {names ? (
          <p className={styles.presence} data-testid="presence">
            {alsoEditing(names)}
          </p>
        ) : null}
        {model.save.kind === 'error' ? (
          <div className={styles.alert} role="alert" data-testid="save-error">
            <p>{model.save.message}</p>
            {model.save.conflict ? (
              <p className={styles.actions}>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => void model.reload()}
                >
                  {copy.reload}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => void model.overwrite()}
                >
                  {copy.overwrite}
                </button>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={styles.saveBar}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => void model.saveNow()}
          disabled={model.save.kind === 'saving'}
        >
          {copy.save}
        </button>
        <span className={styles.saveStatus} data-testid="save-status">
          {status}
        </span>
      </div>
    </>
  );
}
