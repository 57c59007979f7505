import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { StaffAlert, staffFormStyles } from '../../features/staff/components/staff-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { COPY } from './staff-home-copy';
import styles from './staff-home-page.module.css';

/** Props of {@link AvailabilityCard}. */
export type TAvailabilityCardProps = {
  locale: TLocale;
  token: string;
  available: boolean;
  /** Saved just now (the page came back with `?hecho=availability`). */
  saved: boolean;
  /** The refused post of this form, if any. */
  posted: TStaffPostResult | null;
};

/**
 * The member's availability (issue 29 §3): available, new leads come to them in turn; away, the
 * round-robin skips them. One button switches it, a form posted to the home (it works before
 * JavaScript).
 */
export function AvailabilityCard({
  locale,
  token,
  available,
  saved,
  posted,
}: TAvailabilityCardProps) {
  const copy = COPY[locale];
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="availability-heading" className={styles.availability}>
      <h2 id="availability-heading">{copy.availabilityHeading}</h2>
      {posted ? <StaffAlert tone="error">{posted.message}</StaffAlert> : null}
      {!posted && saved ? <StaffAlert tone="success">{copy.availabilitySaved}</StaffAlert> : null}
      <p data-testid="availability-state">
        <span
          className={`${styles.dot} ${available ? styles.dotAvailable : styles.dotAway}`}
          aria-hidden="true"
        />
        {available ? copy.availableNow : copy.awayNow}
      </p>
      <form method="post" action={pathname}>
        <input type="hidden" name="_token" value={token} />
        <input type="hidden" name="action" value="availability" />
        <input type="hidden" name="available" value={available ? 'false' : 'true'} />
        <button type="submit" className={staffFormStyles.secondary}>
          {available ? copy.markAway : copy.markAvailable}
        </button>
      </form>
    </section>
  );
}
