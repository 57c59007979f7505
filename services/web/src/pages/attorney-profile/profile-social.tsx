import type { ComponentType } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ExternalLink } from '../../components/external-link';
import {
  ExternalIcon,
  FacebookIcon,
  InstagramIcon,
  TiktokIcon,
  YoutubeIcon,
  type TIconProps,
} from '../../components/icons';
import { ProfileAside } from './profile-aside';
import styles from './attorney-profile-page.module.css';

const NETWORKS: Record<string, { name: string; Icon: ComponentType<TIconProps> }> = {
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  tiktok: { name: 'TikTok', Icon: TiktokIcon },
  youtube: { name: 'YouTube', Icon: YoutubeIcon },
};

/** Props of {@link ProfileSocial}. */
export type TProfileSocialProps = {
  locale: TLocale;
  social: Record<string, string>;
  heading: string;
};

/**
 * The attorney's social profiles: each a labelled link (icon and the network's name) that opens in a new
 * tab. A network the site has no icon for still shows, by its name.
 */
export function ProfileSocial({ locale, social, heading }: TProfileSocialProps) {
  // The known networks in the footer's order, then any other (the stored object keeps no order).
  const order = Object.keys(NETWORKS);
  const rank = (network: string) =>
    order.includes(network) ? order.indexOf(network) : order.length;
  const entries = Object.entries(social)
    .filter(([, url]) => url)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  if (entries.length === 0) return null;
  return (
    <ProfileAside heading={heading}>
      <ul className={styles.social}>
        {entries.map(([network, url]) => {
          const known = NETWORKS[network];
          const Icon = known?.Icon ?? ExternalIcon;
          const name = known?.name ?? network.charAt(0).toUpperCase() + network.slice(1);
          return (
            <li key={network}>
              <ExternalLink href={url} locale={locale} className={styles.socialLink}>
                <Icon size={20} />
                {name}
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </ProfileAside>
  );
}
