import { Link, useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { otherLocale } from '@firm/shared/i18n/locale';
import { switchLanguagePath } from '@firm/shared/routes/switch-language';
import { shellCopy } from '../../lib/copy/shell-copy';

/** Props of {@link LanguageSwitch}. */
export type TLanguageSwitchProps = { locale: TLocale; className?: string; onNavigate?: () => void };

/**
 * ES on English pages, EN on Spanish ones: the same page in the other language, computed by the shared
 * switch function (blog articles go through the redirect path the edge resolves).
 */
export function LanguageSwitch({ locale, className, onNavigate }: TLanguageSwitchProps) {
  const { pathname } = useLocation();
  const other = otherLocale(locale);
  const copy = shellCopy(locale);
  return (
    <Link
      to={switchLanguagePath(pathname)}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={onNavigate}
      data-testid="language-switch"
    >
      {copy.switchShort}
      <span className="visually-hidden"> – {copy.switchLabel}</span>
    </Link>
  );
}
