import { REPORTS_SUMMARY_PATH } from '@firm/shared/routes/report-paths';
import { firmDay } from '@firm/shared/staff/firm-time';
import type { TReportSummary } from '@firm/shared/staff/reports-summary';
import type { TPageModule } from '../../app/page-types';
import { StaffAlert } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { forbidden, unavailable } from '../../lib/http-status';
import { ReportBlocks } from './report-blocks';
import { ReportFilters } from './report-filters';
import {
  apiQuery,
  labelledSummary,
  pageQuery,
  PAGE_PARAMS,
  reportAsk,
  type TReportAsk,
} from './report-params';
import { COPY, dayOfRange } from './staff-reports-copy';
import styles from './staff-reports-page.module.css';

/** The page's data: what was asked, and the summary or the API's word on what is wrong with the range. */
export type TReportsPageData = {
  ask: TReportAsk;
  query: string;
  summary: TReportSummary | null;
  error: string | null;
};

/**
 * The reports (issue 32), admins and intake members (their own leads): a range (presets or days of
 * one's own, El Paso days) and filters, then every block — leads over time, by source and campaign,
 * the funnel, speed to first contact by owner and hour, forms, pages, situations, languages and phone
 * clicks — each a chart drawn in SVG on the server, the table it was drawn from and its CSV.
 */
export const page: TPageModule<TReportsPageData> = {
  loader: async ({ staffApi, url }) => {
    const ask = reportAsk(url.searchParams, firmDay(new Date().toISOString()));
    const query = apiQuery(ask);
    const answer = await staffApi(`${REPORTS_SUMMARY_PATH}?${query}`);
    if (answer.status === 403) forbidden();
    if (answer.status === 400) {
      const message = (answer.body as { message?: string }).message ?? '';
      return { ask, query, summary: null, error: message };
    }
    if (answer.status !== 200) unavailable();
    return { ask, query, summary: answer.body as TReportSummary, error: null };
  },
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data, shell }) => {
    const copy = COPY[locale];
    const { ask, summary } = data;
    const labelled = summary
      ? labelledSummary(summary, locale, { none: copy.noSituation, languages: copy.languages })
      : null;
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        <ReportFilters
          locale={locale}
          ask={ask}
          summary={summary}
          admin={shell.staff?.role === 'admin'}
        />
        {data.error ? (
          <StaffAlert tone="error">
            <strong>{copy.errorHeading}.</strong> {data.error}
          </StaffAlert>
        ) : null}
        {labelled ? (
          <>
            <p className={styles.showing} data-testid="report-total">
              {copy.showing(
                dayOfRange(labelled.filter.from, locale),
                dayOfRange(labelled.filter.to, locale),
                labelled.total,
              )}
              {labelled.ownLeadsOnly ? ` ${copy.ownOnly}` : ''}
            </p>
            <ReportBlocks
              locale={locale}
              summary={labelled}
              query={data.query}
              sourceSort={{
                ...ask.sort,
                href: (column, direction) =>
                  `?${pageQuery(ask, { [PAGE_PARAMS.sort]: String(column), [PAGE_PARAMS.direction]: direction })}#by-source-heading`,
                sortBy: copy.sortBy,
              }}
            />
          </>
        ) : null}
      </StaffPage>
    );
  },
};
