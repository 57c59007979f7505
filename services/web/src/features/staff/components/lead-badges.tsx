import type { TLocale } from '@firm/shared/i18n/locale';
import { SPAM_STATUS } from '@firm/shared/staff/inbox';
import { bilingual } from '../../../lib/copy/bilingual';
import { statusLabel } from '../lead-status-copy';
import styles from './lead-badges.module.css';

const COPY = bilingual({
  en: { duplicate: 'Duplicate phone', duplicateTitle: 'Another lead has the same phone number' },
  es: {
    duplicate: 'Teléfono repetido',
    duplicateTitle: 'Otro prospecto tiene el mismo número de teléfono',
  },
});

/** Props of {@link LeadBadges}. */
export type TLeadBadgesProps = { locale: TLocale; status: string; duplicate: boolean };

/** A lead's status and, when another lead has its phone number, the duplicate badge. */
export function LeadBadges({ locale, status, duplicate }: TLeadBadgesProps) {
  const copy = COPY[locale];
  return (
    <span className={styles.badges}>
      <span
        className={`${styles.badge} ${status === SPAM_STATUS ? styles.spam : styles.status}`}
        data-testid="lead-status"
      >
        {statusLabel(locale, status)}
      </span>
      {duplicate ? (
        <span
          className={`${styles.badge} ${styles.duplicate}`}
          title={copy.duplicateTitle}
          data-testid="duplicate-badge"
        >
          {copy.duplicate}
        </span>
      ) : null}
    </span>
  );
}
