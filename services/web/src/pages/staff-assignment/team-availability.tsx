import type { TLocale } from '@firm/shared/i18n/locale';
import type { TAssignableMember } from '@firm/shared/staff/assignment-rules';
import { COPY } from './staff-assignment-copy';
import rules from '../../features/staff/components/staff-rules.module.css';
import styles from './staff-assignment-page.module.css';

/** Who may own leads and who is available now (disabled accounts left out). */
export function TeamAvailability({
  locale,
  members,
}: {
  locale: TLocale;
  members: TAssignableMember[];
}) {
  const copy = COPY[locale];
  return (
    <section className={rules.section} aria-labelledby="team-heading">
      <h2 id="team-heading">{copy.teamHeading}</h2>
      <p className={rules.muted}>{copy.teamHint}</p>
      <ul className={styles.team} data-testid="team-availability">
        {members
          .filter((member) => !member.disabled)
          .map((member) => (
            <li key={member.id} className={styles.member}>
              <span>{member.name || member.email}</span>
              <span
                className={`${styles.badge} ${member.available ? styles.badgeAvailable : styles.badgeAway}`}
              >
                {member.available ? copy.available : copy.away}
              </span>
            </li>
          ))}
      </ul>
    </section>
  );
}
