import type { TLocale } from '@firm/shared/i18n/locale';
import { SOCIAL_NETWORKS, SocialLinks } from '../../../components/social-links';
import { ProfileAside } from './profile-aside';
import styles from './attorney-profile-page.module.css';

/** Props of {@link ProfileSocial}. */
export type TProfileSocialProps = {
  locale: TLocale;
  social: Record<string, string>;
  heading: string;
};

/** The attorney's social profiles: each link shows its icon and the network's name, in a new tab (nothing without one). */
export function ProfileSocial({ locale, social, heading }: TProfileSocialProps) {
  if (!SOCIAL_NETWORKS.some((network) => social[network])) return null;
  return (
    <ProfileAside heading={heading}>
      <SocialLinks
        locale={locale}
        links={social}
        showNames
        iconSize={20}
        className={styles.social}
        linkClassName={styles.socialLink}
      />
    </ProfileAside>
  );
}
