import { useState } from 'react';
import useSWR from 'swr';
import type { TLocale } from '@firm/shared/i18n/locale';
import { formatFirmDateTime } from '@firm/shared/staff/firm-time';
import type { TStudioRevision, TStudioRevisionSummary } from '@firm/shared/studio/studio-revision';
import { studioGet } from '../api/studio-api';
import { REVISIONS_COPY } from '../revisions-copy';
import { RevisionDiff } from './revision-diff';
import styles from './revisions.module.css';
import editor from './post-editor.module.css';

/** A restore button that asks first, then restores (its promise settles when the restore has). */
function ConfirmRestore(props: {
  locale: TLocale;
  label: string;
  from: number | 'sample';
  onRestore: () => Promise<void>;
}) {
  const copy = REVISIONS_COPY[props.locale];
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking)
    return (
      <button type="button" className={editor.secondary} onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  return (
    <div className={styles.confirm} role="group" aria-label={props.label}>
      <p>{copy.confirm(props.from)}</p>
      <p className={editor.actions}>
        <button
          type="button"
          className={editor.danger}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await props.onRestore();
            setBusy(false);
            setAsking(false);
          }}
        >
          {busy ? copy.restoring : copy.yes}
        </button>
        <button type="button" className={editor.secondary} onClick={() => setAsking(false)}>
          {copy.cancel}
        </button>
      </p>
    </div>
  );
}

/** Going back to the text shipped with the site (page texts). */
export function SampleRestore({
  locale,
  onRestore,
}: {
  locale: TLocale;
  onRestore: () => Promise<void>;
}) {
  const copy = REVISIONS_COPY[locale];
  return (
    <div className={styles.sample}>
      <ConfirmRestore
        locale={locale}
        label={copy.restoreSample}
        from="sample"
        onRestore={onRestore}
      />
    </div>
  );
}

/** Props of {@link RevisionItem}. */
export type TRevisionItemProps = {
  locale: TLocale;
  summary: TStudioRevisionSummary;
  /** The document's head revision (nothing to restore). */
  isHead: boolean;
  /** This revision's path (`GET …/revisions/:rev`), read when compared. */
  path: string;
  current: unknown;
  labelOf: (path: string) => string;
  order: string[];
  onRestore: () => Promise<void>;
};

/** One revision of the list: who, when, how, what changed; its comparison and its restore. */
export function RevisionItem(props: TRevisionItemProps) {
  const { locale, summary } = props;
  const copy = REVISIONS_COPY[locale];
  const [open, setOpen] = useState(false);
  const detail = useSWR(open ? props.path : null, studioGet<TStudioRevision>(locale));
  const diffId = `revision-${summary.revision}-diff`;
  const changes = summary.changes.map(props.labelOf);
  return (
    <li className={styles.item} data-testid={`revision-${summary.revision}`}>
      <h3 className={styles.title}>
        {copy.revision(summary.revision)}
        {props.isHead ? <span className={styles.current}> ({copy.current})</span> : null}
      </h3>
      <p className={styles.meta}>
        <time dateTime={summary.created_at}>{formatFirmDateTime(summary.created_at, locale)}</time>
        {' · '}
        {summary.actor?.name ?? copy.byImport}
        {' · '}
        {copy.actions[summary.action]}
        {summary.restored_from ? ` ${copy.restoredFrom(summary.restored_from)}` : ''}
      </p>
      {changes.length > 0 || summary.action === 'save' || summary.action === 'restore' ? (
        <p className={styles.meta}>
          {copy.changed} {changes.length > 0 ? changes.join(', ') : copy.nothingChanged}
        </p>
      ) : null}
      <p className={editor.actions}>
        <button
          type="button"
          className={editor.secondary}
          aria-expanded={open}
          aria-controls={diffId}
          onClick={() => setOpen(!open)}
        >
          {open ? copy.hideDiff : copy.showDiff(summary.revision)}
        </button>
        {props.isHead ? null : (
          <ConfirmRestore
            locale={locale}
            label={copy.restore(summary.revision)}
            from={summary.revision}
            onRestore={props.onRestore}
          />
        )}
      </p>
      <div id={diffId} hidden={!open}>
        {open && detail.data ? (
          <RevisionDiff
            locale={locale}
            revision={detail.data.document}
            current={props.current}
            labelOf={props.labelOf}
            order={props.order}
          />
        ) : open && detail.error ? (
          <p className={editor.error}>{(detail.error as Error).message}</p>
        ) : open ? (
          <p>{copy.diffLoading}</p>
        ) : null}
      </div>
    </li>
  );
}
