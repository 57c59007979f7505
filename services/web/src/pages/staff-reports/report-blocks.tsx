import { staffReportCsvPath } from '@firm/shared/routes/report-paths';
import type { TLocale } from '@firm/shared/i18n/locale';
import { reportTable, type TReportBlock } from '@firm/shared/staff/report-tables';
import type { TReportRow, TReportSummary } from '@firm/shared/staff/reports-summary';
import { BarChart } from '../../features/reports/components/bar-chart';
import { ReportBlock } from '../../features/reports/components/report-block';
import { ReportTable, type TTableSort } from '../../features/reports/components/report-table';
import { StackedColumns } from '../../features/reports/components/stacked-columns';
import { funnelBars, speedBars } from './block-bars';
import { SpeedNumbers } from './speed-numbers';
import { COPY } from './staff-reports-copy';
import styles from './staff-reports-page.module.css';

/** Props of {@link ReportBlocks}. */
export type TReportBlocksProps = {
  locale: TLocale;
  summary: TReportSummary;
  /** The API query of the report (the CSV downloads carry it). */
  query: string;
  sourceSort: TTableSort;
};

const MAX_SERIES = 6;

/** Every block of the reports: a chart, the table it was drawn from and the table's CSV. */
export function ReportBlocks({ locale, summary, query, sourceSort }: TReportBlocksProps) {
  const copy = COPY[locale];
  const number = (n: number) => n.toLocaleString(`${locale}-US`);
  const csv = (block: TReportBlock, what: string) => ({
    href: `${staffReportCsvPath(block)}?${query}${locale === 'en' ? '&lang=en' : ''}`,
    label: copy.downloadCsv(what),
  });
  const table = (block: TReportBlock, what: string, sort?: TTableSort) => (
    <ReportTable
      table={reportTable(summary, block, locale)}
      caption={copy.table(what)}
      locale={locale}
      empty={copy.empty}
      {...(sort ? { sort } : {})}
    />
  );
  const rowsChart = (rows: TReportRow[]) => (
    <BarChart
      bars={rows.map((row) => ({ label: row.key, value: row.leads, text: number(row.leads) }))}
    />
  );
  const breakdown = (block: TReportBlock, heading: string, rows: TReportRow[]) => (
    <ReportBlock id={block} heading={heading} csv={csv(block, heading)}>
      {rowsChart(rows)}
      {table(block, heading)}
    </ReportBlock>
  );
  // more sources than looks: the rest are folded into "other sources" in the chart (the table has them all)
  const over = summary.overTime;
  const folded = over.sources.length > MAX_SERIES;
  const series = folded ? [...over.sources.slice(0, MAX_SERIES - 1), copy.other] : over.sources;
  const fold = (counts: number[]) =>
    folded
      ? [
          ...counts.slice(0, MAX_SERIES - 1),
          counts.slice(MAX_SERIES - 1).reduce((a, b) => a + b, 0),
        ]
      : counts;
  return (
    <div className={styles.blocks}>
      <ReportBlock
        id="over-time"
        heading={copy.overTime}
        about={copy.overTimeAbout(over.unit)}
        csv={csv('over-time', copy.overTime)}
      >
        <StackedColumns
          series={series}
          apartName={copy.spam}
          columns={over.rows.map((row) => ({
            label: row.start,
            values: fold(row.counts),
            apart: row.spam,
          }))}
          maxLabel={copy.maxLabel}
        />
        {table('over-time', copy.overTime)}
      </ReportBlock>
      <ReportBlock
        id="by-source"
        heading={copy.bySource}
        about={copy.bySourceAbout}
        csv={csv('by-source', copy.bySource)}
      >
        <BarChart
          distinct
          bars={summary.bySource.map((row) => ({
            label: row.source,
            value: row.leads,
            text: number(row.leads),
          }))}
        />
        {table('by-source', copy.bySource, sourceSort)}
      </ReportBlock>
      <ReportBlock
        id="by-campaign"
        heading={copy.byCampaign}
        csv={csv('by-campaign', copy.byCampaign)}
      >
        <BarChart
          bars={summary.byCampaign.map((row) => ({
            label: `${row.source} · ${row.campaign || '—'}`,
            value: row.leads,
            text: number(row.leads),
          }))}
        />
        {table('by-campaign', copy.byCampaign)}
      </ReportBlock>
      <ReportBlock
        id="funnel"
        heading={copy.funnel}
        about={copy.funnelAbout}
        csv={csv('funnel', copy.funnel)}
      >
        <BarChart align="center" bars={funnelBars(summary, locale)} />
        {table('funnel', copy.funnel)}
      </ReportBlock>
      <ReportBlock
        id="speed"
        heading={copy.speed}
        about={copy.speedAbout(summary.targetMinutes)}
        csv={csv('speed', copy.speed)}
      >
        <SpeedNumbers locale={locale} speed={summary.speed} />
        <BarChart bars={speedBars(summary.speed, locale)} />
        {table('speed', copy.speed)}
      </ReportBlock>
      <ReportBlock
        id="by-owner"
        heading={copy.byOwner}
        about={copy.byOwnerAbout}
        csv={csv('by-owner', copy.byOwner)}
      >
        <BarChart
          bars={summary.byOwner.map((row) => ({
            label: row.owner || copy.noOwner,
            value: row.medianMinutes ?? 0,
            text: copy.minutes(row.medianMinutes),
          }))}
        />
        {table('by-owner', copy.byOwner)}
      </ReportBlock>
      <ReportBlock
        id="by-hour"
        heading={copy.byHour}
        about={copy.byHourAbout}
        csv={csv('by-hour', copy.byHour)}
      >
        <BarChart
          bars={summary.byHour.map((row) => ({
            label: `${String(row.hour).padStart(2, '0')}:00`,
            value: row.leads,
            text: `${number(row.leads)} · ${copy.minutes(row.medianMinutes)}`,
          }))}
        />
        {table('by-hour', copy.byHour)}
      </ReportBlock>
      {breakdown('by-form', copy.byForm, summary.byForm)}
      {breakdown('by-seccion', copy.bySeccion, summary.bySeccion)}
      {breakdown('by-situation', copy.bySituation, summary.bySituation)}
      {breakdown('by-language', copy.byLanguage, summary.byLanguage)}
      <ReportBlock
        id="call-clicks"
        heading={copy.callClicks}
        about={copy.callClicksAbout}
        csv={csv('call-clicks', copy.callClicks)}
      >
        <BarChart
          bars={summary.callClicks.map((row) => ({
            label: row.page,
            value: row.clicks,
            text: number(row.clicks),
          }))}
        />
        {table('call-clicks', copy.callClicks)}
      </ReportBlock>
    </div>
  );
}
