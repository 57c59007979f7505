import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { firmJsonLd } from '../kit/page-json-ld';
import { COPY } from './home-copy';

/** The home page (banner with the firm's claim; the pages issue adds the hero slider and sections). */
export const page: TPageModule<null> = {
  head: ({ locale, shell }) => ({
    title: COPY[locale].title,
    heading: COPY[locale].heading,
    description: COPY[locale].description,
    breadcrumb: [{ label: shellCopy(locale).homeCrumb }],
    jsonLd: firmJsonLd(shell, locale),
  }),
  Page: ({ locale, head }) => (
    <PageHeader
      heading={COPY[locale].heading}
      trail={head.breadcrumb}
      breadcrumbLabel={shellCopy(locale).breadcrumb}
      lead={COPY[locale].lead}
    />
  ),
};
