import type { TLocale } from '@firm/shared/i18n/locale';
import { relativeAge } from '@firm/shared/staff/firm-time';
import { waitInWords } from '@firm/shared/staff/first-contact';
import type { TFirstContactView } from '@firm/shared/staff/inbox-list';
import { bilingual } from '../../../lib/copy/bilingual';
import { FirmTime } from './firm-time';
import styles from './lead-age.module.css';

const COPY = bilingual({
  en: {
    overdue: 'Overdue',
    waited: (minutes: number) => `waiting ${waitInWords(minutes)} of office time`,
  },
  es: {
    overdue: 'Atrasado',
    waited: (minutes: number) => `esperando ${waitInWords(minutes)} en horario de oficina`,
  },
});

/** Props of {@link LeadAge}. */
export type TLeadAgeProps = {
  locale: TLocale;
  lead: TFirstContactView & { receivedAt: string };
  now: string;
};

/**
 * How long ago the lead came in by the clock ("hace 12 min", the exact time in its title) — and once
 * it is past its first-contact due time with nobody contacting it, in red and words ("Atrasado ·
 * esperando 42 min en horario de oficina": the wait counted in office time, as the target is).
 */
export function LeadAge({ locale, lead, now }: TLeadAgeProps) {
  const copy = COPY[locale];
  return (
    <span className={lead.overdue ? styles.overdue : styles.age} data-testid="lead-age">
      {lead.overdue ? (
        <strong className={styles.flag} data-testid="lead-overdue">
          {copy.overdue} · {copy.waited(lead.officeMinutesWaited ?? 0)}
        </strong>
      ) : null}
      <span>{relativeAge(lead.receivedAt, now, locale)}</span>
      <span className={styles.exact}>
        <FirmTime iso={lead.receivedAt} locale={locale} format="short" />
      </span>
    </span>
  );
}
