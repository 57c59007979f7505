import { Link } from '../../lib/site-router';
import { t } from '@firm/shared/i18n/messages';
import { getHref } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { trailOf } from '../kit/trail';
import { COPY } from './thank-you-copy';

/** The thank-you page after a lead form (SPEC §2): confirmation, "we will be in touch", a link home. Not indexed. */
export const page: TPageModule<null> = {
  head: ({ locale }) => ({
    title: COPY[locale].title,
    heading: COPY[locale].heading,
    description: COPY[locale].description,
    breadcrumb: trailOf(locale, COPY[locale].title),
    noindex: true,
  }),
  Page: ({ locale, head }) => (
    <PageHeader
      heading={COPY[locale].heading}
      trail={head.breadcrumb}
      breadcrumbLabel={shellCopy(locale).breadcrumb}
      lead={COPY[locale].lead}
    >
      <p>
        <Link to={getHref('home', locale)}>{t(locale, 'notFound.home')}</Link>
      </p>
    </PageHeader>
  ),
};
