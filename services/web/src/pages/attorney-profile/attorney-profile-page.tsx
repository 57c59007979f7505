import { getHref } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { MediaImage } from '../../components/media-image';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { personLd } from '../../features/seo/json-ld';
import { shellCopy } from '../../lib/copy/shell-copy';
import { fetchAttorney } from '../../lib/content/content-client';
import type { TAttorney } from '@firm/shared/content/attorney';
import { notFound, unavailable } from '../../lib/http-status';
import { trailOf } from '../kit/trail';
import styles from './attorney-profile-page.module.css';

/** An attorney's profile (Person JSON-LD); unknown slugs are 404. The pages issue adds the full biography. */
export const page: TPageModule<TAttorney> = {
  loader: async ({ match, contentBase, signal }) => {
    const result = await fetchAttorney(contentBase, match.params['slug'] ?? '', signal);
    if (result.kind === 'not-found') notFound();
    if (result.kind === 'unavailable') unavailable();
    return result.data;
  },
  head: ({ locale, data, shell }) => {
    const en = locale === 'en';
    const role = en ? data.role_en : data.role_es;
    return {
      title: `${data.name}, ${role}`,
      heading: data.name,
      description: en ? data.summary_en : data.summary_es,
      breadcrumb: trailOf(locale, data.name, ['attorneys']),
      ogType: 'profile',
      jsonLd: [
        personLd(
          data,
          locale,
          shell.origin,
          getHref('attorneyProfile', locale, { slug: data.slug }),
        ),
      ],
    };
  },
  Page: ({ locale, head, data, match, shell }) => {
    const en = locale === 'en';
    return (
      <>
        <PageHeader
          heading={data.name}
          trail={head.breadcrumb}
          breadcrumbLabel={shellCopy(locale).breadcrumb}
          lead={en ? data.role_en : data.role_es}
        />
        <div className={`container ${styles.profile}`}>
          {data.photo ? (
            <MediaImage
              info={data.photo_info}
              file={data.photo}
              alt={en ? data.photo_alt_en : data.photo_alt_es}
              sizes="(max-width: 767px) 100vw, 320px"
              priority
              className={styles.photo}
              width={480}
              height={600}
            />
          ) : null}
          <p className={styles.summary}>{en ? data.summary_en : data.summary_es}</p>
        </div>
        <PageLeadForm match={match} csrfToken={shell.csrfToken} attorneyName={data.name} />
      </>
    );
  },
};
