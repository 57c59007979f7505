import type { ReactNode } from 'react';
import { Link } from '../../../lib/site-router';
import { CONSENT_LINKS, CONSENT_TEXT } from '@firm/shared/forms/consent';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';

/**
 * The full consent text of a language, with the Terms and Conditions and the Privacy Policy it names linked
 * to their pages.
 * @param locale - the form's language
 */
export function ConsentText({ locale }: { locale: TLocale }) {
  let parts: ReactNode[] = [CONSENT_TEXT[locale]];
  for (const link of CONSENT_LINKS) {
    const label = link.label[locale];
    parts = parts.flatMap((part) => {
      if (typeof part !== 'string' || !part.includes(label)) return [part];
      const [before, ...after] = part.split(label);
      return [
        before,
        <Link key={link.id} to={getHref(link.id, locale)}>
          {label}
        </Link>,
        after.join(label),
      ];
    });
  }
  return <>{parts}</>;
}
