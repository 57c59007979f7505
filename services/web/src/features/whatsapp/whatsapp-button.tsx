import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../lib/site-router';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ExternalLink } from '../../components/external-link';
import { WhatsappIcon } from '../../components/icons';
import { shellCopy } from '../../lib/copy/shell-copy';
import { watchKeepClear } from '../../lib/keep-clear';
import { whatsappUrl } from '../../lib/whatsapp-url';
import styles from './whatsapp-button.module.css';

/** Props of {@link WhatsappButton}. */
export type TWhatsappButtonProps = {
  locale: TLocale;
  whatsapp: TSiteConfig['whatsapp'] | undefined;
};

/**
 * The floating WhatsApp button of every page (site configuration); absent when the number is unknown.
 * It never sits on a form: while a lead form passes under it, it steps aside (fades out; back when the
 * form has gone by), and before JavaScript it hides while a form field has the focus (CSS).
 */
export function WhatsappButton({ locale, whatsapp }: TWhatsappButtonProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    setCovering(false);
    // Each page has its own forms: watch them again after a navigation.
    return watchKeepClear(button, setCovering);
  }, [pathname]);

  if (!whatsapp?.number) return null;
  const greeting = locale === 'en' ? whatsapp.greeting_en : whatsapp.greeting_es;
  return (
    <ExternalLink
      ref={ref}
      href={whatsappUrl(whatsapp.number, greeting)}
      locale={locale}
      className={styles.button}
      data-testid="whatsapp-button"
      data-covering={covering ? 'true' : undefined}
    >
      <WhatsappIcon size={30} />
      <span className="visually-hidden">{shellCopy(locale).whatsapp}</span>
    </ExternalLink>
  );
}
