import type { TLocale } from '@firm/shared/i18n/locale';
import {
  RETENTION_BOUNDS,
  RETENTION_RULES,
  type TRetentionDryRun,
  type TRetentionSchedule,
  type TRetentionView,
} from '@firm/shared/privacy/retention';
import { formatFirmDateTime } from '@firm/shared/staff/firm-time';
import { useLocation } from '../../lib/site-router';
import {
  StaffAlert,
  StaffField,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { RETENTION_COPY } from './retention-copy';
import { dayInWords } from './staff-privacy-copy';
import styles from './staff-privacy-page.module.css';

/** The id of the section, the anchor its form returns to. */
export const RETENTION_ANCHOR = 'conservacion';

type TRetentionProps = {
  locale: TLocale;
  token: string;
  retention: TRetentionView;
  dryRun: TRetentionDryRun;
  /** the refused post of the schedule's form, or null */
  posted: TStaffPostResult | null;
  saved: boolean;
};

const FIELDS = ['spamDays', 'unengagedMonths', 'callClickMonths'] as const;

/**
 * The retention schedule on the privacy page (issue 31 §3, admins): what the next nightly run would
 * erase (counts), the schedule's form, who changed it last, and the latest runs. The form posts to
 * this page (the edge forwards it) and comes back to this section.
 */
export function RetentionSection(props: TRetentionProps) {
  const { locale, token, retention, dryRun, posted, saved } = props;
  const copy = RETENTION_COPY[locale];
  const { pathname } = useLocation();
  const value = (name: keyof TRetentionSchedule) =>
    posted?.values[name] ?? String(retention.schedule[name]);
  return (
    <section
      id={RETENTION_ANCHOR}
      aria-labelledby="retention-heading"
      className={`${styles.section} ${styles.stack}`}
    >
      <h2 id="retention-heading">{copy.heading}</h2>
      <p>{copy.lead}</p>
      {posted ? <StaffAlert tone="error">{posted.message}</StaffAlert> : null}
      {!posted && saved ? <StaffAlert tone="success">{copy.saved}</StaffAlert> : null}
      <div className={styles.request} data-testid="retention-dry-run">
        <h3 className={styles.subheading}>{copy.dryHeading}</h3>
        <ul className={styles.counts}>
          {RETENTION_RULES.map((rule) => (
            <li key={rule}>{copy.rules[rule](dryRun.counts[rule])}</li>
          ))}
        </ul>
        <p className={styles.meta}>{copy.dryAsOf(formatFirmDateTime(dryRun.asOf, locale))}</p>
      </div>
      <form
        method="post"
        action={`${pathname}#${RETENTION_ANCHOR}`}
        className={staffFormStyles.form}
        data-testid="retention-form"
      >
        <h3 className={styles.subheading}>{copy.formHeading}</h3>
        <input type="hidden" name="_token" value={token} />
        <input type="hidden" name="action" value="retention" />
        {FIELDS.map((name) => (
          <StaffField
            key={name}
            id={`retention-${name}`}
            label={copy[name]}
            hint={copy.bounds(RETENTION_BOUNDS[name].min, RETENTION_BOUNDS[name].max)}
            name={name}
            type="number"
            inputMode="numeric"
            min={RETENTION_BOUNDS[name].min}
            max={RETENTION_BOUNDS[name].max}
            step={1}
            required
            defaultValue={value(name)}
            error={postedErrorOf(posted, name)}
          />
        ))}
        <p className={styles.meta}>{copy.retained}</p>
        <p className={styles.meta}>
          {retention.updatedBy
            ? copy.lastChange(
                formatFirmDateTime(retention.updatedAt, locale),
                retention.updatedBy.name,
              )
            : copy.neverChanged}
        </p>
        <div>
          <button type="submit" className={staffFormStyles.button}>
            {copy.save}
          </button>
        </div>
      </form>
      <div>
        <h3 className={styles.subheading}>{copy.runsHeading}</h3>
        {retention.runs.length ? (
          <ul className={styles.counts} data-testid="retention-runs">
            {retention.runs.map((run) => (
              <li key={run.night}>
                <strong>{copy.night(dayInWords(run.night, locale))}</strong>
                {run.failed
                  ? ` (${copy.failed})`
                  : run.finishedAt
                    ? ''
                    : ` (${copy.running})`}:{' '}
                {RETENTION_RULES.map((rule) => copy.rules[rule](run.counts[rule])).join(' · ')}
              </li>
            ))}
          </ul>
        ) : (
          <p>{copy.noRuns}</p>
        )}
      </div>
    </section>
  );
}
