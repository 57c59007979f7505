import type { ComponentType } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ExternalLink } from './external-link';
import type { TIconProps } from './icons';
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from './icons';

/** The social networks a profile link may point to, in the order they are shown. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube'] as const;

/** A social network. */
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const NETWORK: Record<TSocialNetwork, { name: string; Icon: ComponentType<TIconProps> }> = {
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  tiktok: { name: 'TikTok', Icon: TiktokIcon },
  youtube: { name: 'YouTube', Icon: YoutubeIcon },
};

/** Props of {@link SocialLinks}. */
export type TSocialLinksProps = {
  locale: TLocale;
  /** Profile addresses by network; networks without one are left out. */
  links: Partial<Record<TSocialNetwork, string>>;
  /** Show the network's name beside its icon (otherwise it is read by screen readers only). */
  showNames?: boolean;
  iconSize?: number;
  className?: string;
  linkClassName?: string;
};

/**
 * Links to social profiles as a list: each opens in a new tab (and says so to screen readers), with the
 * network's icon and its name, visible or for screen readers only.
 */
export function SocialLinks({
  locale,
  links,
  showNames = false,
  iconSize = 22,
  className,
  linkClassName,
}: TSocialLinksProps) {
  const networks = SOCIAL_NETWORKS.filter((network) => links[network]);
  return (
    <ul className={className}>
      {networks.map((network) => {
        const { name, Icon } = NETWORK[network];
        return (
          <li key={network}>
            <ExternalLink href={links[network] as string} locale={locale} className={linkClassName}>
              <Icon size={iconSize} />
              <span className={showNames ? undefined : 'visually-hidden'}>{name}</span>
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
