import { useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStudioItemMeta } from '@firm/shared/studio/studio-collections';
import { COLLECTION_COPY } from '../collections/collection-copy';
import { StateBadge } from './state-badge';
import styles from './post-editor.module.css';

/** Props of {@link CollectionPublish}. */
export type TCollectionPublishProps = {
  locale: TLocale;
  item: TStudioItemMeta | null;
  busy: boolean;
  publish: () => Promise<void>;
  unpublish: () => Promise<void>;
  /** Deletes the item; resolves with the server's refusal in the editor's language, or null. */
  remove: () => Promise<string | null>;
};

/**
 * An item's publishing: both languages' states, what keeps it from being published, publish (both
 * languages together), take off the site and delete (each asked twice); a refused delete shows the
 * server's reason (a category's articles).
 */
export function CollectionPublish({
  locale,
  item,
  busy,
  publish,
  unpublish,
  remove,
}: TCollectionPublishProps) {
  const copy = COLLECTION_COPY[locale];
  const [confirming, setConfirming] = useState<'unpublish' | 'remove' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problems = item ? [...item.problems.es, ...item.problems.en] : [];
  const live = item ? item.languages.es.live || item.languages.en.live : false;
  return (
    <section
      aria-labelledby="publish-heading"
      className={styles.card}
      data-testid="collection-publish"
    >
      <h2 id="publish-heading" className={styles.cardHeading}>
        {copy.publishing}
      </h2>
      <p className={styles.hint}>{copy.publishHint}</p>
      {item ? (
        <p className={styles.actions}>
          <StateBadge locale={locale} lang="es" state={item.languages.es} />
          <StateBadge locale={locale} lang="en" state={item.languages.en} />
        </p>
      ) : null}
      {problems.length ? (
        <div className={styles.problems}>
          <p>{copy.needs}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.field + problem.message}>{problem.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => void publish()}
        >
          {copy.publish}
        </button>
        {confirming ? (
          <>
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() => {
                const what = confirming;
                setConfirming(null);
                if (what === 'unpublish') void unpublish();
                else void remove().then(setRefusal);
              }}
            >
              {confirming === 'unpublish' ? copy.confirmUnpublish : copy.confirmRemove}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setConfirming(null)}>
              {copy.cancel}
            </button>
          </>
        ) : (
          <>
            {live ? (
              <button
                type="button"
                className={styles.secondary}
                disabled={busy}
                onClick={() => setConfirming('unpublish')}
              >
                {copy.unpublish}
              </button>
            ) : null}
            {item ? (
              <button
                type="button"
                className={styles.secondary}
                disabled={busy}
                aria-describedby="remove-hint"
                onClick={() => setConfirming('remove')}
              >
                {copy.remove}
              </button>
            ) : null}
          </>
        )}
      </div>
      {item ? (
        <p id="remove-hint" className={styles.hint}>
          {copy.removeHint}
        </p>
      ) : null}
      <div aria-live="polite">
        {refusal ? (
          <p className={styles.error} role="alert" data-testid="remove-refused">
            {refusal}
          </p>
        ) : null}
      </div>
    </section>
  );
}
