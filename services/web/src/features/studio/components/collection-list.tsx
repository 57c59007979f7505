import { useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import { collectionUrl } from '@firm/shared/routes/studio-paths';
import { formatFirmDateTime, formatFirmShort } from '@firm/shared/staff/firm-time';
import {
  ORDERED_COLLECTIONS,
  type TStudioCollection,
  type TStudioListItem,
} from '@firm/shared/studio/studio-collections';
import { StudioApiError, studioSend } from '../api/studio-api';
import { COLLECTION_COPY } from '../collections/collection-copy';
import lists from './studio-table.module.css';
import styles from './collection-list.module.css';

/** Props of {@link CollectionList}. */
export type TCollectionListProps = {
  locale: TLocale;
  csrfToken: string;
  collection: TStudioCollection;
  /** The list's heading (the table's caption). */
  heading: string;
  items: TStudioListItem[];
  /** An item's editor. */
  hrefOf: (item: TStudioListItem) => string;
};

/** Whether the editor sets the collection's order (the others follow their dates). */
export function isOrdered(collection: TStudioCollection): boolean {
  return (ORDERED_COLLECTIONS as readonly string[]).includes(collection);
}

/**
 * A collection of the studio (issue 30 §1) in the order the site shows it: each item's thumbnail,
 * label and badges (on the site or not, "Ejemplo" while it is the shipped sample), its last change and
 * a link to its editor; for the ordered collections, up and down buttons that save the new order at
 * once (`PUT …/order`) and say so. Generic: every collection's list is this component.
 */
export function CollectionList(props: TCollectionListProps) {
  const { locale, csrfToken, collection, heading, hrefOf } = props;
  const copy = COLLECTION_COPY[locale];
  const ordered = isOrdered(collection);
  const [items, setItems] = useState(props.items);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const move = async (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setBusy(true);
    try {
      const ids = next.map((item) => item.id);
      await studioSend('PUT', collectionUrl(collection, 'order'), { ids }, { locale, csrfToken });
      setItems(next);
      setMessage({ text: copy.moved, error: false });
    } catch (error) {
      setMessage({
        text: error instanceof StudioApiError ? error.message : String(error),
        error: true,
      });
    } finally {
      setBusy(false);
    }
  };

  if (items.length === 0) return <p>{copy.empty}</p>;
  return (
    <>
      <div aria-live="polite">
        {message ? (
          <p
            className={message.error ? styles.error : styles.done}
            role={message.error ? 'alert' : undefined}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      <div className={lists.scroll}>
        <table className={lists.table} data-testid="collection-list">
          <caption className="visually-hidden">{copy.caption(heading)}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.item}</th>
              <th scope="col">{copy.state}</th>
              <th scope="col">{copy.changed}</th>
              {ordered ? <th scope="col">{copy.order}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => {
              const label = item.label || copy.untitled;
              return (
                <tr key={item.id} data-testid={`item-${item.id}`}>
                  <td>
                    <div className={styles.itemCell}>
                      {item.image ? (
                        <img
                          src={mediaPath(item.image)}
                          alt=""
                          width={56}
                          height={56}
                          loading="lazy"
                          className={styles.thumb}
                        />
                      ) : (
                        <span className={styles.thumb} aria-hidden="true" />
                      )}
                      <a href={hrefOf(item)} className={lists.title}>
                        {label}
                      </a>
                    </div>
                  </td>
                  <td>
                    <span className={styles.badges}>
                      <span className={`${styles.badge} ${item.live ? styles.live : styles.off}`}>
                        {item.live ? copy.onSite : copy.draft}
                      </span>
                      {item.sample ? (
                        <span
                          className={`${styles.badge} ${styles.sample}`}
                          title={copy.sampleHint}
                        >
                          {copy.sample}
                        </span>
                      ) : null}
                    </span>
                  </td>
                  <td>
                    <time
                      dateTime={item.updated_at}
                      title={formatFirmDateTime(item.updated_at, locale)}
                    >
                      {formatFirmShort(item.updated_at, locale)}
                    </time>
                  </td>
                  {ordered ? (
                    <td>
                      <span className={styles.moves}>
                        <button
                          type="button"
                          className={styles.move}
                          disabled={busy || index === 0}
                          aria-label={copy.up(label)}
                          onClick={() => void move(index, index - 1)}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className={styles.move}
                          disabled={busy || index === items.length - 1}
                          aria-label={copy.down(label)}
                          onClick={() => void move(index, index + 1)}
                        >
                          ↓
                        </button>
                      </span>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
