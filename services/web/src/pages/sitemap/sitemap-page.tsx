import { Link } from 'react-router-dom';
import { allStaticPaths } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { ROUTE_LABELS } from '../../lib/copy/route-labels';
import { trailOf } from '../kit/trail';
import styles from './sitemap-page.module.css';
import { COPY } from './sitemap-copy';

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
                <Link to={entry.path}>{ROUTE_LABELS[locale][entry.id]}</Link>
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  },
};
