import { useState } from 'react';
import useSWR from 'swr';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStudioRevisionSummary } from '@firm/shared/studio/studio-revision';
import { StudioApiError, studioGet, studioSend } from '../api/studio-api';
import { REVISIONS_COPY } from '../revisions-copy';
import { RevisionItem, SampleRestore } from './revision-item';
import styles from './revisions.module.css';
import editor from './post-editor.module.css';

/** Props of {@link RevisionsPanel}. */
export type TRevisionsPanelProps<A> = {
  locale: TLocale;
  csrfToken: string;
  /** The document's revisions (`GET …/revisions`), one revision, its restore (`'sample'`: the sample text). */
  paths: {
    list: string;
    revision: (rev: number) => string;
    restore: (rev: number | 'sample') => string;
  };
  /** The head revision (the list is read again when it moves) and the editor's current text. */
  head: number;
  current: unknown;
  labelOf: (path: string) => string;
  order: string[];
  /** Page texts can go back to the text shipped with the site. */
  sample?: boolean;
  /** The answer of a restore (the document as it is now): the editor shows its text. */
  onRestored: (answer: A) => void;
};

const PAGE = 20;

/**
 * A document's revisions, newest first (who, when, how, which fields changed), each comparable with
 * the editor's current text and restorable after a confirmation (a restore is a new revision).
 */
export function RevisionsPanel<A>(props: TRevisionsPanelProps<A>) {
  const { locale, csrfToken, paths, head } = props;
  const copy = REVISIONS_COPY[locale];
  const [shown, setShown] = useState(PAGE);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const list = useSWR([paths.list, head], ([path]) =>
    studioGet<{ revisions: TStudioRevisionSummary[] }>(locale)(path),
  );
  const revisions = list.data?.revisions ?? [];

  const restore = async (from: number | 'sample') => {
    try {
      const answer = await studioSend<A>('POST', paths.restore(from), {}, { locale, csrfToken });
      props.onRestored(answer);
      setMessage({ text: copy.restored(from), error: false });
    } catch (error) {
      const text = error instanceof StudioApiError ? error.message : String(error);
      setMessage({ text, error: true });
    }
  };

  return (
    <section aria-labelledby="revisions-heading" className={editor.card} data-testid="revisions">
      <h2 id="revisions-heading" className={editor.cardHeading}>
        {copy.heading}
      </h2>
      <p className={styles.note}>{copy.lead}</p>
      <div aria-live="polite">
        {message ? (
          <p
            className={message.error ? editor.error : styles.done}
            role={message.error ? 'alert' : undefined}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      {props.sample ? <SampleRestore locale={locale} onRestore={() => restore('sample')} /> : null}
      {list.error ? <p className={editor.error}>{(list.error as Error).message}</p> : null}
      {!list.data && !list.error ? <p>{copy.loading}</p> : null}
      {list.data && revisions.length === 0 ? <p>{copy.none}</p> : null}
      <ol className={styles.list}>
        {revisions.slice(0, shown).map((summary) => (
          <RevisionItem
            key={summary.revision}
            locale={locale}
            summary={summary}
            isHead={summary.revision === head}
            path={paths.revision(summary.revision)}
            current={props.current}
            labelOf={props.labelOf}
            order={props.order}
            onRestore={() => restore(summary.revision)}
          />
        ))}
      </ol>
      {revisions.length > shown ? (
        <button type="button" className={editor.secondary} onClick={() => setShown(shown + PAGE)}>
          {copy.more}
        </button>
      ) : null}
    </section>
  );
}
