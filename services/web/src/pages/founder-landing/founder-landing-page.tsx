import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TAttorney } from '@firm/shared/content/attorney';
import { getHref } from '@firm/shared/routes/route-map';
import { Link } from '../../lib/site-router';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { loadLives, type TLiveItem } from '../../features/lives/api/load-lives';
import { LivesResults } from '../../features/lives/components/lives-results';
import { fetchAttorney } from '../../lib/content/content-client';
import { firmYears } from '../../lib/content/site-config';
import { shellCopy } from '../../lib/copy/shell-copy';
import type { TPageSlice } from '../../lib/page-slice';
import { loadPageText } from '../kit/load-page-text';
import { PageText } from '../kit/page-text';
import { trailOf } from '../kit/trail';
import { COPY } from './founder-landing-copy';
import { FounderIntro } from './founder-intro';
import styles from './founder-landing-page.module.css';

/** The lives box's id (fragment of its pagination links, scroll target) and its page parameter. */
const LIVES = { id: 'lives', param: 'lives' } as const;

type TFounderData = {
  /** Her attorney profile; null when the content service did not answer. */
  founder: TAttorney | null;
  /** Her story (the page text `founder`, block `story`) as HTML; null when it did not answer. */
  story: string | null;
  lives: TPageSlice<TLiveItem>;
};

/**
 * The founder's page `/{name}` (SPEC §2): her photo, role and facts from her attorney profile, her story
 * (a page text the firm edits), her live streams 3 a page (`?lives=2`, scrolling back to the box), links to
 * her profile and to the lives page, and the page's lead form. Without the content service it keeps its
 * frame, heading and form.
 */
export const page: TPageModule<TFounderData> = {
  loader: async (args) => {
    const { match, url, contentBase, signal, warn } = args;
    const [founder, text, lives] = await Promise.all([
      fetchAttorney(contentBase, FOUNDER_SLUG, signal),
      loadPageText(args, 'founder'),
      loadLives({ url, locale: match.locale, contentBase, signal, warn }, LIVES.param),
    ]);
    return {
      founder: founder.kind === 'ok' ? founder.data : null,
      story: text?.blocks['story'] ?? null,
      lives,
    };
  },
  head: ({ locale, shell }) => ({
    title: COPY[locale].title,
    heading: COPY[locale].heading,
    description: COPY[locale].description(firmYears(shell.siteConfig, shell.year)?.years ?? null),
    breadcrumb: trailOf(locale, COPY[locale].heading),
    ogType: 'profile',
  }),
  Page: ({ locale, head, data, match }) => {
    const copy = COPY[locale];
    const name = data.founder?.name ?? copy.heading;
    const role = data.founder
      ? locale === 'en'
        ? data.founder.role_en
        : data.founder.role_es
      : null;
    return (
      <>
        <PageHeader
          heading={name}
          trail={head.breadcrumb}
          breadcrumbLabel={shellCopy(locale).breadcrumb}
          lead={role ? `${role} · ${shellCopy(locale).brandName}` : copy.lead}
        />
        <div className={`container ${styles.body}`}>
          <FounderIntro locale={locale} match={match} founder={data.founder} />
          {data.story ? <PageText html={data.story} className={styles.story} /> : null}
          <LivesResults
            locale={locale}
            list={data.lives}
            id={LIVES.id}
            param={LIVES.param}
            heading={copy.livesHeading}
            className={styles.lives}
          >
            <p className={styles.livesIntro}>
              {copy.livesIntro}{' '}
              <Link to={getHref('livesResults', locale, { name: FOUNDER_SLUG })}>
                {copy.livesLink}
              </Link>
            </p>
          </LivesResults>
        </div>
        <PageLeadForm match={match} attorneyName={name} />
      </>
    );
  },
};
