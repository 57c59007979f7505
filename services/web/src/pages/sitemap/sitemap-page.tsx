import { Link } from 'react-router-dom';
import type { TLocale } from '@firm/shared/i18n/locale';
import { allStaticPaths } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { ROUTE_LABELS } from '../../lib/copy/route-labels';
import { trailOf } from '../kit/trail';
import styles from './sitemap-page.module.css';

const COPY: Record<TLocale, { title: string; description: string; lead: string }> = {
  en: {
    title: 'Sitemap',
    description: 'Every page of the Herrera Immigration Law website in English.',
    lead: 'Every page of our site in one place.',
  },
  es: {
    title: 'Mapa del sitio',
    description: 'Todas las páginas del sitio de Herrera Abogados de Inmigración en español.',
    lead: 'Todas las páginas de nuestro sitio en un solo lugar.',
  },
};

/** The HTML sitemap: every indexable page of the language, from the route map. */
export const page: TPageModule<null> = {
  head: ({ locale }) => ({
    title: COPY[locale].title,
    description: COPY[locale].description,
    breadcrumb: trailOf(locale, COPY[locale].title),
  }),
  Page: ({ locale, head }) => {
    const pages = allStaticPaths().filter((entry) => entry.locale === locale && !entry.noindex);
    return (
      <>
        <PageHeader
          heading={COPY[locale].title}
          trail={head.breadcrumb}
          breadcrumbLabel={shellCopy(locale).breadcrumb}
          lead={COPY[locale].lead}
        />
        <div className="container">
          <ul className={styles.list}>
            {pages.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path}>{ROUTE_LABELS[entry.id][locale]}</Link>
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  },
};
