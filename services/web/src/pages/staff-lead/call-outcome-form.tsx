import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { CALL_OUTCOMES, LEAD_NOTE_MAX_LENGTH } from '@firm/shared/staff/lead-timeline';
import { StaffTextArea, staffFormStyles } from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { FormHidden } from './lead-card';
import { TIMELINE_COPY } from './timeline-copy';
import styles from './staff-lead-page.module.css';

/** Props of {@link CallOutcomeForm}. */
export type TCallOutcomeFormProps = {
  locale: TLocale;
  token: string;
  /** Unique on the page: the ids of the form's controls. */
  idPrefix: string;
  /** The call begun from the page that this form completes; null for a call recorded by hand. */
  draftId: number | null;
  /** What the question is about ('Llamada iniciada por Ana, 11:37 a.m.'); the legend's words. */
  legend: string;
  /** The refused post, when it was this form's. */
  posted: TStaffPostResult | null;
};

/**
 * A call's outcome — no answer, voicemail, talked, wrong number, do not call — and an optional note,
 * posted to the lead page (it works before JavaScript). With a draft it completes the call begun with
 * the page's Llamar or WhatsApp button.
 */
export function CallOutcomeForm({
  locale,
  token,
  idPrefix,
  draftId,
  legend,
  posted,
}: TCallOutcomeFormProps) {
  const copy = TIMELINE_COPY[locale];
  const { pathname } = useLocation();
  const chosen = posted?.values.outcome ?? '';
  const outcomeError = postedErrorOf(posted, 'outcome') ?? postedErrorOf(posted, 'draft');
  return (
    <form method="post" action={pathname} className={`${staffFormStyles.form} ${styles.plainForm}`}>
      <FormHidden token={token} action="call" />
      {draftId !== null ? <input type="hidden" name="draft" value={draftId} /> : null}
      <fieldset
        className={styles.outcomes}
        aria-describedby={outcomeError ? `${idPrefix}-error` : undefined}
      >
        <legend className={staffFormStyles.label}>{legend}</legend>
        {CALL_OUTCOMES.map((outcome) => (
          <label key={outcome} className={styles.outcome} htmlFor={`${idPrefix}-${outcome}`}>
            <input
              type="radio"
              id={`${idPrefix}-${outcome}`}
              name="outcome"
              value={outcome}
              required
              defaultChecked={chosen === outcome}
            />
            {copy.outcomes[outcome]}
          </label>
        ))}
        {outcomeError ? (
          <p id={`${idPrefix}-error`} className={staffFormStyles.error}>
            {outcomeError}
          </p>
        ) : null}
      </fieldset>
      <StaffTextArea
        id={`${idPrefix}-note`}
        name="note"
        label={copy.callNote}
        value={posted?.values.note ?? ''}
        maxLength={LEAD_NOTE_MAX_LENGTH}
        error={postedErrorOf(posted, 'note')}
      />
      <div>
        <button type="submit" className={staffFormStyles.button}>
          {copy.saveCall}
        </button>
      </div>
    </form>
  );
}
