import { Link } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { getHref } from '@firm/shared/routes/route-map';
import styles from './error-view.module.css';
import { COPY } from './unavailable-view-copy';

/** Props of {@link UnavailableView}. */
export type TUnavailableViewProps = { locale: TLocale };

/** Shown inside the frame when a page's content cannot be loaded (status 503); the phone and forms still work. */
export function UnavailableView({ locale }: TUnavailableViewProps) {
  return (
    <section className={`container ${styles.view}`} aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">{COPY[locale].title}</h1>
      <p>{COPY[locale].body}</p>
      <ul className={styles.links}>
        <li>
          <Link to={getHref('home', locale)} className={styles.primary}>
            {t(locale, 'notFound.home')}
          </Link>
        </li>
        <li>
          <Link to={getHref('contact', locale)} className={styles.secondary}>
            {t(locale, 'notFound.contact')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** Title of the unavailable page in a language. */
export function unavailableTitle(locale: TLocale): string {
  return COPY[locale].title;
}
