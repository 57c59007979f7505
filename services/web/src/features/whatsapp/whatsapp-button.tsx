import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ExternalLink } from '../../components/external-link';
import { WhatsappIcon } from '../../components/icons';
import { shellCopy } from '../../lib/copy/shell-copy';
import { whatsappUrl } from '../../lib/whatsapp-url';
import styles from './whatsapp-button.module.css';

/** Props of {@link WhatsappButton}. */
export type TWhatsappButtonProps = {
  locale: TLocale;
  whatsapp: TSiteConfig['whatsapp'] | undefined;
};

/**
 * The WhatsApp button of every page (site configuration), in the bottom dock; absent when the number is
 * unknown. Its visible name is "WhatsApp"; screen readers hear the whole invitation.
 */
export function WhatsappButton({ locale, whatsapp }: TWhatsappButtonProps) {
  if (!whatsapp?.number) return null;
  const greeting = locale === 'en' ? whatsapp.greeting_en : whatsapp.greeting_es;
  return (
    <ExternalLink
      href={whatsappUrl(whatsapp.number, greeting)}
      locale={locale}
      className={styles.button}
      data-testid="whatsapp-button"
    >
      <WhatsappIcon size={26} />
      <span className="visually-hidden">{shellCopy(locale).whatsapp}</span>
      <span aria-hidden="true">WhatsApp</span>
    </ExternalLink>
  );
}
