/**
 * The tables of the reports (issue 32): each chart's data as rows of cells, in both languages. The
 * page draws its accessible tables from them and leads-api writes the same tables as CSV
 * (`GET /api/staff/reports/:block.csv`), so what is downloaded is what is shown.
 */
import type { TLocale } from '../i18n/locale';
import type { TReportRow, TReportSpeed, TReportSummary } from './reports-summary';

/** The tables, by the name in their CSV path. */
export const REPORT_BLOCKS = [
  'over-time',
  'by-source',
  'by-campaign',
  'funnel',
  'speed',
  'by-owner',
  'by-hour',
  'by-form',
  'by-seccion',
  'by-situation',
  'by-language',
  'call-clicks',
] as const;

/** A table's name. */
export type TReportBlock = (typeof REPORT_BLOCKS)[number];

/** Narrows an unknown value to a table name. */
export function isReportBlock(value: unknown): value is TReportBlock {
  return (REPORT_BLOCKS as readonly unknown[]).includes(value);
}

/** A cell: text, a count, or null (no figure). */
export type TReportCell = string | number | null;

/** A table: its column headers and rows. */
export type TReportTable = { headers: string[]; rows: TReportCell[][] };

const pick = (locale: TLocale, es: string, en: string) => (locale === 'es' ? es : en);

/** A share of a count as a percentage with one decimal (null when there is nothing to divide). */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/**
 * How many leads reached each step of the funnel: real leads (spam apart), then contacted (not
 * qualified ones were contacted), qualified and retained.
 */
export function funnelReached(
  summary: Pick<TReportSummary, 'total' | 'funnel'>,
): [number, number, number, number] {
  const f = summary.funnel;
  return [
    summary.total - f.spam,
    f.contacted + f.qualified + f.retained + f.notQualified,
    f.qualified + f.retained,
    f.retained,
  ];
}

const shareOf = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

function breakdown(rows: TReportRow[], keyHeader: string, locale: TLocale): TReportTable {
  const all = rows.reduce((sum, row) => sum + row.leads, 0);
  return {
    headers: [
      keyHeader,
      pick(locale, 'Prospectos', 'Leads'),
      pick(locale, '% del total', '% of total'),
      pick(locale, '% contactados', '% contacted'),
      pick(locale, '% calificados', '% qualified'),
      pick(locale, '% contratados', '% retained'),
      pick(locale, 'Mediana al primer contacto (min)', 'Median to first contact (min)'),
    ],
    rows: rows.map((row) => [
      row.key,
      row.leads,
      percentOf(row.leads, all),
      percentOf(row.contacted, row.leads),
      percentOf(row.qualified, row.leads),
      percentOf(row.retained, row.leads),
      row.medianMinutesToFirstContact,
    ]),
  };
}

function speedCells(speed: TReportSpeed): TReportCell[] {
  return [
    speed.contacted,
    speed.medianMinutes,
    speed.p90Minutes,
    speed.officeMedianMinutes,
    speed.officeP90Minutes,
    shareOf(speed.withinTargetShare),
    speed.overdueNow,
  ];
}

function speedHeaders(locale: TLocale): string[] {
  return [
    pick(locale, 'Contactados', 'Contacted'),
    pick(locale, 'Mediana (min reloj)', 'Median (clock min)'),
    pick(locale, 'Percentil 90 (min reloj)', '90th percentile (clock min)'),
    pick(locale, 'Mediana (min de oficina)', 'Median (office min)'),
    pick(locale, 'Percentil 90 (min de oficina)', '90th percentile (office min)'),
    pick(locale, '% a tiempo', '% within target'),
    pick(locale, 'Atrasados ahora', 'Overdue now'),
  ];
}

/** The table of one block of a summary, in a language. */
export function reportTable(
  summary: TReportSummary,
  block: TReportBlock,
  locale: TLocale,
): TReportTable {
  const source = pick(locale, 'Fuente', 'Source');
  switch (block) {
    case 'over-time':
      return {
        headers: [
          summary.overTime.unit === 'day'
            ? pick(locale, 'Día', 'Day')
            : pick(locale, 'Semana del', 'Week of'),
          ...summary.overTime.sources,
          'Spam',
        ],
        rows: summary.overTime.rows.map((row) => [row.start, ...row.counts, row.spam]),
      };
    case 'by-source':
      return breakdown(
        summary.bySource.map(({ source: key, ...row }) => ({ key, ...row })),
        source,
        locale,
      );
    case 'by-campaign': {
      const table = breakdown(
        summary.byCampaign.map(({ campaign, ...row }) => ({ ...row, key: campaign })),
        pick(locale, 'Campaña', 'Campaign'),
        locale,
      );
      return {
        headers: [source, ...table.headers],
        rows: table.rows.map((row, i) => [summary.byCampaign[i]!.source, ...row]),
      };
    }
    case 'funnel': {
      const f = summary.funnel;
      const [real, reachedContacted, reachedQualified] = funnelReached(summary);
      return {
        headers: [
          pick(locale, 'Paso', 'Step'),
          pick(locale, 'Prospectos en este estado', 'Leads at this status'),
          pick(locale, 'Llegaron a este paso', 'Reached this step'),
          pick(locale, '% del paso anterior', '% of the step before'),
        ],
        rows: [
          [pick(locale, 'Nuevos', 'New'), f.new, real, null],
          [
            pick(locale, 'Contactados', 'Contacted'),
            f.contacted,
            reachedContacted,
            percentOf(reachedContacted, real),
          ],
          [
            pick(locale, 'Calificados', 'Qualified'),
            f.qualified,
            reachedQualified,
            percentOf(reachedQualified, reachedContacted),
          ],
          [
            pick(locale, 'Contratados', 'Retained'),
            f.retained,
            f.retained,
            percentOf(f.retained, reachedQualified),
          ],
          [pick(locale, 'No calificados', 'Not qualified'), f.notQualified, null, null],
          ['Spam', f.spam, null, null],
        ],
      };
    }
    case 'speed':
      return {
        headers: [pick(locale, 'Prospectos', 'Leads'), ...speedHeaders(locale)],
        rows: [[summary.total - summary.funnel.spam, ...speedCells(summary.speed)]],
      };
    case 'by-owner':
      return {
        headers: [
          pick(locale, 'Responsable', 'Owner'),
          pick(locale, 'Prospectos', 'Leads'),
          ...speedHeaders(locale),
        ],
        rows: summary.byOwner.map((row) => [row.owner, row.leads, ...speedCells(row)]),
      };
    case 'by-hour':
      return {
        headers: [
          pick(locale, 'Hora de llegada', 'Hour of arrival'),
          pick(locale, 'Prospectos', 'Leads'),
          pick(locale, 'Contactados', 'Contacted'),
          pick(locale, 'Mediana (min reloj)', 'Median (clock min)'),
          pick(locale, '% a tiempo', '% within target'),
        ],
        rows: summary.byHour.map((row) => [
          `${String(row.hour).padStart(2, '0')}:00`,
          row.leads,
          row.contacted,
          row.medianMinutes,
          shareOf(row.withinTargetShare),
        ]),
      };
    case 'by-form':
      return breakdown(summary.byForm, pick(locale, 'Formulario', 'Form'), locale);
    case 'by-seccion':
      return breakdown(
        summary.bySeccion,
        pick(locale, 'Página (sección)', 'Page (seccion)'),
        locale,
      );
    case 'by-situation':
      return breakdown(summary.bySituation, pick(locale, 'Situación', 'Situation'), locale);
    case 'by-language':
      return breakdown(summary.byLanguage, pick(locale, 'Idioma', 'Language'), locale);
    case 'call-clicks':
      return {
        headers: [
          pick(locale, 'Página', 'Page'),
          pick(locale, 'Clics en el teléfono', 'Phone clicks'),
        ],
        rows: summary.callClicks.map((row) => [row.page, row.clicks]),
      };
  }
}
