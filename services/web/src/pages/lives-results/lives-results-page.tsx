import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { ROUTE_LABELS } from '../../lib/copy/route-labels';
import { notFound } from '../../lib/http-status';
import { trailOf } from '../kit/trail';
import { COPY } from './lives-results-copy';

// The live streams are the founder's; another name in the path is an unknown page.
const HOSTS: Record<string, string> = { [FOUNDER_SLUG]: ROUTE_LABELS.en.founderLanding };

/** The live-stream results page of the founder (the pages issue adds the paginated entries). */
export const page: TPageModule<{ host: string }> = {
  loader: async ({ match }) => {
    const host = HOSTS[match.params['name'] ?? ''];
    if (!host) notFound();
    return { host };
  },
  head: ({ locale, data }) => ({
    title: COPY[locale].title(data.host),
    description: COPY[locale].description(data.host),
    breadcrumb: trailOf(locale, COPY[locale].title(data.host)),
  }),
  Page: ({ locale, head, data }) => (
    <PageHeader
      heading={COPY[locale].title(data.host)}
      trail={head.breadcrumb}
      breadcrumbLabel={shellCopy(locale).breadcrumb}
      lead={COPY[locale].lead}
    />
  ),
};
