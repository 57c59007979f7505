import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { formatFirmShort, isoToFirmLocal } from '@firm/shared/staff/firm-time';
import { FOLLOW_UP_NOTE_MAX_LENGTH, type TFollowUpView } from '@firm/shared/staff/follow-ups';
import {
  StaffField,
  StaffTextArea,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { FOLLOW_UP_COPY } from './follow-up-copy';
import { FormHidden, LeadCard } from './lead-card';
import styles from './staff-lead-page.module.css';

/** Props of {@link FollowUpForm}. */
export type TFollowUpFormProps = {
  locale: TLocale;
  token: string;
  followUps: TFollowUpView[];
  now: string;
  /** The refused post of this card's forms, if any. */
  posted: TStaffPostResult | null;
  /** Why no call back may be set (the lead is marked "do not contact"); else undefined. */
  closedReason?: string | undefined;
};

/**
 * "Llamar de nuevo": the open calls back set on the lead (late ones in red and words), each with a
 * button that marks it done, and the form that sets one — a date and time on the firm's clock and an
 * optional note. Forms posted to the page: they work before JavaScript. On a lead marked "do not
 * contact" no call back is offered: the reason stands in the form's place (the ones set before can
 * still be marked done).
 */
export function FollowUpForm({
  locale,
  token,
  followUps,
  now,
  posted,
  closedReason,
}: TFollowUpFormProps) {
  const copy = FOLLOW_UP_COPY[locale];
  const { pathname } = useLocation();
  const open = followUps.filter((followUp) => followUp.doneAt === null);
  const setPost = posted?.values.action === 'follow-up' ? posted : null;
  return (
    <LeadCard id="follow-up-heading" title={copy.heading}>
      {open.length ? (
        <>
          <h3 className={styles.subheading}>{copy.pending}</h3>
          <ul className={styles.followUps} data-testid="open-follow-ups">
            {open.map((followUp) => {
              const late = Date.parse(followUp.dueAt) < Date.parse(now);
              const time = formatFirmShort(followUp.dueAt, locale);
              return (
                <li key={followUp.id} className={late ? styles.followUpLate : undefined}>
                  <span>
                    {late ? <strong className={styles.late}>{copy.late} · </strong> : null}
                    {copy.at(time)}
                  </span>
                  {followUp.note ? <span className={styles.entryText}>{followUp.note}</span> : null}
                  <form method="post" action={pathname}>
                    <FormHidden token={token} action="follow-up-done" />
                    <input type="hidden" name="follow_up_id" value={followUp.id} />
                    <button
                      type="submit"
                      className={staffFormStyles.secondary}
                      aria-label={copy.markDoneOf(time)}
                    >
                      {copy.markDone}
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {closedReason ? (
        <p className={styles.muted} data-testid="follow-up-closed">
          {closedReason}
        </p>
      ) : (
        <form
          method="post"
          action={pathname}
          className={`${staffFormStyles.form} ${styles.plainForm}`}
          data-testid="follow-up-form"
        >
          <FormHidden token={token} action="follow-up" />
          <p className={styles.muted}>{copy.hint}</p>
          <StaffField
            id="follow-up-due"
            name="dueAt"
            type="datetime-local"
            label={copy.due}
            required
            min={isoToFirmLocal(now)}
            defaultValue={setPost?.values.dueAt ?? ''}
            error={postedErrorOf(setPost, 'dueAt')}
          />
          <StaffTextArea
            id="follow-up-note"
            name="note"
            label={copy.note}
            hint={copy.noteHint}
            value={setPost?.values.note ?? ''}
            maxLength={FOLLOW_UP_NOTE_MAX_LENGTH}
            error={postedErrorOf(setPost, 'note')}
          />
          <div>
            <button type="submit" className={staffFormStyles.button}>
              {copy.save}
            </button>
          </div>
        </form>
      )}
    </LeadCard>
  );
}
