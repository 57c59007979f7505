import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { STATUS_NOTE_MAX_LENGTH } from '@firm/shared/staff/inbox';
import { LEAD_NOTE_MAX_LENGTH } from '@firm/shared/staff/lead-timeline';
import {
  StaffSelect,
  StaffTextArea,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import { statusOptions } from '../../features/staff/lead-status-copy';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { CallOutcomeForm } from './call-outcome-form';
import { FormHidden, LeadCard } from './lead-card';
import { COPY } from './staff-lead-copy';
import { TIMELINE_COPY } from './timeline-copy';
import styles from './staff-lead-page.module.css';

/** Props of {@link LeadActions}. */
export type TLeadActionsProps = {
  locale: TLocale;
  token: string;
  status: string;
  /** The refused post of one of these forms, if any. */
  posted: TStaffPostResult | null;
  /** Why no call may be recorded (the lead is marked "do not contact"); else undefined. */
  closedReason?: string | undefined;
};

/**
 * What a member does to a lead besides calling it, each a form posted to the page (they work before
 * JavaScript): change its status (with an optional note), add a note without changing anything else,
 * and record a call made without the page's buttons (not on a lead marked "do not contact": the reason
 * stands in its place).
 */
export function LeadActions({ locale, token, status, posted, closedReason }: TLeadActionsProps) {
  const copy = COPY[locale];
  const { pathname } = useLocation();
  const postedAs = (form: TStaffPostResult['form']) => (posted?.form === form ? posted : null);
  const statusPost = postedAs('lead-status');
  const notePost = postedAs('lead-note');
  const callPost = posted?.form === 'lead-call' && !posted.values.draft ? posted : null;
  return (
    <>
      <LeadCard id="status-heading" title={copy.statusHeading}>
        <form
          method="post"
          action={pathname}
          className={`${staffFormStyles.form} ${styles.plainForm}`}
        >
          <FormHidden token={token} action="status" />
          <StaffSelect
            id="status"
            name="status"
            label={copy.status}
            value={statusPost?.values.status || status}
            options={statusOptions(locale)}
            error={postedErrorOf(statusPost, 'status')}
          />
          <StaffTextArea
            id="status-note"
            name="note"
            label={copy.statusNote}
            hint={copy.statusNoteHint}
            value={statusPost?.values.note ?? ''}
            maxLength={STATUS_NOTE_MAX_LENGTH}
            error={postedErrorOf(statusPost, 'note')}
          />
          <div>
            <button type="submit" className={staffFormStyles.button}>
              {copy.change}
            </button>
          </div>
        </form>
      </LeadCard>
      <LeadCard id="note-heading" title={copy.noteHeading}>
        <form
          method="post"
          action={pathname}
          className={`${staffFormStyles.form} ${styles.plainForm}`}
        >
          <FormHidden token={token} action="note" />
          <StaffTextArea
            id="note-body"
            name="body"
            label={copy.note}
            hint={copy.noteHint}
            value={notePost?.values.body ?? ''}
            maxLength={LEAD_NOTE_MAX_LENGTH}
            error={postedErrorOf(notePost, 'body')}
          />
          <div>
            <button type="submit" className={staffFormStyles.button}>
              {copy.saveNote}
            </button>
          </div>
        </form>
      </LeadCard>
      {closedReason ? (
        <p className={styles.muted} data-testid="call-record-closed">
          {copy.callHeading}: {closedReason}
        </p>
      ) : (
        <details className={styles.folded} open={callPost !== null}>
          <summary>{copy.callHeading}</summary>
          <p className={styles.muted}>{copy.callHint}</p>
          <CallOutcomeForm
            locale={locale}
            token={token}
            idPrefix="call"
            draftId={null}
            legend={TIMELINE_COPY[locale].outcomeQuestion}
            posted={callPost}
          />
        </details>
      )}
    </>
  );
}
