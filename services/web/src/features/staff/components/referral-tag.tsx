import type { TLocale } from '@firm/shared/i18n/locale';
import { UNSOLICITED_REFERRAL_RULE, UNSOLICITED_REFERRAL_TAG } from '@firm/shared/leads/lead-flags';
import styles from './lead-badges.module.css';

/**
 * The tag of a referred person who did not ask to be contacted (Texas Rule 7.03); with `withRule`, the
 * firm's rule for contacting them under it.
 */
export function ReferralTag({ locale, withRule = false }: { locale: TLocale; withRule?: boolean }) {
  return (
    <>
      <span className={`${styles.badge} ${styles.referral}`} data-testid="referral-tag">
        {UNSOLICITED_REFERRAL_TAG[locale]}
      </span>
      {withRule ? (
        <p className={styles.rule} data-testid="referral-rule">
          {UNSOLICITED_REFERRAL_RULE[locale]}
        </p>
      ) : null}
    </>
  );
}
