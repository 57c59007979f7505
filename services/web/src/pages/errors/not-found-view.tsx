import { Link } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { getHref } from '@firm/shared/routes/route-map';
import styles from './error-view.module.css';

/** Props of {@link NotFoundView}. */
export type TNotFoundViewProps = { locale: TLocale };

/**
 * The 404 page of a language (SPEC §2): "404", "Page not found" / "Página no encontrada", and links to `/`
 * and the contact page of the language (`/en/contact` or `/contacto`).
 */
export function NotFoundView({ locale }: TNotFoundViewProps) {
  return (
    <section className={`container ${styles.view}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        {t(locale, 'notFound.code')}
      </p>
      <h1 id="not-found-title">
        <span className="visually-hidden">{t(locale, 'notFound.code')} – </span>
        {t(locale, 'notFound.title')}
      </h1>
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
