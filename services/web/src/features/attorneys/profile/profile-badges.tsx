import { MediaImage } from '../../../components/media-image';
import type { TBadge } from './attorney-badges';
import styles from './attorney-profile-page.module.css';

/** Props of {@link ProfileBadges}. */
export type TProfileBadgesProps = { badges: TBadge[]; label: string };

/**
 * The licence and association badges of a profile: the image (with its text alternative) where the media
 * folder has one, else the name in a badge-shaped frame, so a new association shows before its image.
 */
export function ProfileBadges({ badges, label }: TProfileBadgesProps) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={label}>
      {badges.map((badge) => (
        <li key={`${badge.kind}:${badge.label}`} data-badge={badge.kind}>
          {badge.media ? (
            <MediaImage
              info={badge.media}
              file={badge.media.file}
              alt={badge.alt}
              sizes="96px"
              className={styles.badgeImage}
            />
          ) : (
            <span className={styles.badgeText}>{badge.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
