import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { bilingual } from '../../lib/copy/bilingual';
import styles from './error-view.module.css';

const COPY = bilingual({
  en: {
    title: 'Not allowed',
    text: 'Your account is not allowed to open this page.',
    home: 'Back to the staff home',
  },
  es: {
    title: 'Sin permiso',
    text: 'Su cuenta no tiene permiso para abrir esta página.',
    home: 'Volver al inicio del personal',
  },
});

/** The 403 page's title in a language. */
export function forbiddenTitle(locale: TLocale): string {
  return COPY[locale].title;
}

/** Props of {@link ForbiddenView}. */
export type TForbiddenViewProps = { locale: TLocale };

/** The 403 page of the staff area: a page the member's role may not open, and the way back. */
export function ForbiddenView({ locale }: TForbiddenViewProps) {
  return (
    <section className={`container ${styles.view}`} aria-labelledby="forbidden-title">
      <p className={styles.code} aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title">{COPY[locale].title}</h1>
      <p>{COPY[locale].text}</p>
      <ul className={styles.links}>
        <li>
          {/* a full request: the edge checks the session of every staff page */}
          <a href={getHref('staffHome', locale)} className={styles.primary}>
            {COPY[locale].home}
          </a>
        </li>
      </ul>
    </section>
  );
}
