import { Link } from '../../lib/site-router';
import { t } from '@firm/shared/i18n/messages';
import { getHref } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { trailOf } from '../kit/trail';

const COPY = {
  title: 'Gracias por sus referidos',
  heading: '¡Gracias! Recibimos sus referidos',
  description: 'Recibimos sus referidos. Nuestro equipo se comunicará con ellos pronto.',
  lead: 'Nuestro equipo se comunicará pronto con las personas que nos recomendó.',
};

/** The referral form's thank-you page (Spanish only). Not indexed. */
export const page: TPageModule<null> = {
  head: ({ locale }) => ({
    title: COPY.title,
    heading: COPY.heading,
    description: COPY.description,
    breadcrumb: trailOf(locale, COPY.title),
    noindex: true,
  }),
  Page: ({ locale, head }) => (
    <PageHeader
      heading={COPY.heading}
      trail={head.breadcrumb}
      breadcrumbLabel={shellCopy(locale).breadcrumb}
      lead={COPY.lead}
    >
      <p>
        <Link to={getHref('home', locale)}>{t(locale, 'notFound.home')}</Link>
      </p>
    </PageHeader>
  ),
};
