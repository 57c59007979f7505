import type { TLocale } from '@firm/shared/i18n/locale';
import { SPAM_STATUS } from '@firm/shared/staff/inbox';
import { bilingual } from '../../../lib/copy/bilingual';
import { statusLabel } from '../lead-status-copy';
import styles from './lead-badges.module.css';
import { ReferralTag } from './referral-tag';

const COPY = bilingual({
  en: { duplicate: 'Duplicate phone', duplicateTitle: 'Another lead has the same phone number' },
  es: {
    duplicate: 'Teléfono repetido',
    duplicateTitle: 'Otro prospecto tiene el mismo número de teléfono',
  },
});

/** Props of {@link LeadBadges}. */
export type TLeadBadgesProps = {
  locale: TLocale;
  /** Left out where the status has a place of its own (the inbox table's column). */
  status?: string;
  duplicate: boolean;
  /** A referred person who did not ask to be contacted. */
  referral?: boolean;
};

/** A lead's status as the staff read it. */
export function StatusBadge({ locale, status }: { locale: TLocale; status: string }) {
  return (
    <span
      className={`${styles.badge} ${status === SPAM_STATUS ? styles.spam : styles.status}`}
      data-testid="lead-status"
    >
      {statusLabel(locale, status)}
    </span>
  );
}

/**
 * A lead's status, the duplicate badge when another lead has its phone number, and the referral tag
 * when the person did not ask to be contacted.
 */
export function LeadBadges({ locale, status, duplicate, referral = false }: TLeadBadgesProps) {
  const copy = COPY[locale];
  return (
    <span className={styles.badges}>
      {status !== undefined ? <StatusBadge locale={locale} status={status} /> : null}
      {duplicate ? (
        <span
          className={`${styles.badge} ${styles.duplicate}`}
          title={copy.duplicateTitle}
          data-testid="duplicate-badge"
        >
          {copy.duplicate}
        </span>
      ) : null}
      {referral ? <ReferralTag locale={locale} /> : null}
    </span>
  );
}
