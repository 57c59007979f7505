import type { TLocale } from '@firm/shared/i18n/locale';
import { relativeAge } from '@firm/shared/staff/firm-time';
import { isOverdue, type TFirstContactFacts } from '@firm/shared/staff/first-contact';
import { bilingual } from '../../../lib/copy/bilingual';
import { FirmTime } from './firm-time';
import styles from './lead-age.module.css';

const COPY = bilingual({
  en: { overdue: 'Overdue' },
  es: { overdue: 'Atrasado' },
});

/** Props of {@link LeadAge}. */
export type TLeadAgeProps = { locale: TLocale; lead: TFirstContactFacts; now: string };

/**
 * How long ago the lead came in ("hace 12 min", the exact time in its title) — in colour and words
 * ("Atrasado") once it has waited past the first-contact target with nobody touching it.
 */
export function LeadAge({ locale, lead, now }: TLeadAgeProps) {
  const overdue = isOverdue(lead, now);
  return (
    <span className={overdue ? styles.overdue : styles.age} data-testid="lead-age">
      {overdue ? <strong className={styles.flag}>{COPY[locale].overdue} · </strong> : null}
      <span>{relativeAge(lead.receivedAt, now, locale)}</span>
      <span className={styles.exact}>
        <FirmTime iso={lead.receivedAt} locale={locale} format="short" />
      </span>
    </span>
  );
}
