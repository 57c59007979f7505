import { FOUNDER_SLUG } from '@firm/shared/constants';
import { getHref } from '@firm/shared/routes/route-map';
import { Link } from '../../lib/site-router';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { loadLives, type TLiveItem } from '../../features/lives/api/load-lives';
import { LivesResults } from '../../features/lives/components/lives-results';
import { shellCopy } from '../../lib/copy/shell-copy';
import { ROUTE_LABELS } from '../../lib/copy/route-labels';
import { notFound } from '../../lib/http-status';
import type { TPageSlice } from '../../lib/page-slice';
import { trailOf } from '../kit/trail';
import { COPY } from './lives-results-copy';
import styles from './lives-results-page.module.css';

// The live streams are the founder's; another name in the path is an unknown page.
const HOSTS: Record<string, string> = { [FOUNDER_SLUG]: ROUTE_LABELS.en.founderLanding };

/** The results box's id (fragment of the pagination links, scroll target) and its page parameter. */
const RESULTS = { id: 'lives', param: 'page' } as const;

type TLivesResultsData = { host: string; lives: TPageSlice<TLiveItem> };

/**
 * The live-stream results page of the founder (SPEC §2): a line about the streams, then the results box
 * with the entries 3 a page (`?page=2`); a page change scrolls back to the box.
 */
export const page: TPageModule<TLivesResultsData> = {
  loader: async ({ match, url, contentBase, signal, warn }) => {
    const host = HOSTS[match.params['name'] ?? ''];
    if (!host) notFound();
    const lives = await loadLives(
      { url, locale: match.locale, contentBase, signal, warn },
      RESULTS.param,
    );
    return { host, lives };
  },
  head: ({ locale, data }) => ({
    title: COPY[locale].title(data.host),
    description: COPY[locale].description(data.host),
    breadcrumb: trailOf(locale, COPY[locale].title(data.host)),
  }),
  Page: ({ locale, head, data }) => {
    const copy = COPY[locale];
    return (
      <>
        <PageHeader
          heading={copy.title(data.host)}
          trail={head.breadcrumb}
          breadcrumbLabel={shellCopy(locale).breadcrumb}
          lead={copy.lead}
        />
        <div className={`container ${styles.body}`}>
          <LivesResults
            locale={locale}
            list={data.lives}
            id={RESULTS.id}
            param={RESULTS.param}
            heading={copy.results}
          >
            <p className={styles.intro}>{copy.intro(data.host)}</p>
            <p className={styles.about}>
              <Link to={getHref('founderLanding', locale, { name: FOUNDER_SLUG })}>
                {copy.aboutHost(data.host)}
              </Link>
            </p>
          </LivesResults>
        </div>
      </>
    );
  },
};
