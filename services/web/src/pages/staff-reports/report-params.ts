import type { TLocale } from '@firm/shared/i18n/locale';
import { formLabel, formOptions, seccionLabel } from '@firm/shared/forms/form-labels';
import { situationOptions, situationText } from '@firm/shared/forms/situations';
import {
  presetRange,
  REPORT_PRESETS,
  reportFilterQuery,
  type TReportPreset,
} from '@firm/shared/staff/reports-filter';
import type { TReportSummary } from '@firm/shared/staff/reports-summary';

/** The query parameters of the page: the preset, the dates, the filters and the by-source order. */
export const PAGE_PARAMS = {
  preset: 'periodo',
  sort: 'orden',
  direction: 'dir',
} as const;

/** The filters the page offers, as the API names them. */
export const FILTER_KEYS = [
  'source',
  'campaign',
  'form',
  'language',
  'situation',
  'owner',
] as const;

/** What the page asked for: the preset, the days it covers and the filters set. */
export type TReportAsk = {
  preset: TReportPreset;
  from: string;
  to: string;
  filters: Partial<Record<(typeof FILTER_KEYS)[number], string>>;
  sort: { column: number; direction: 'asc' | 'desc' };
};

/** Reads the page's address: a preset (the last 30 days when none), or custom days, and the filters. */
export function reportAsk(params: URLSearchParams, today: string): TReportAsk {
  const asked = params.get(PAGE_PARAMS.preset);
  const preset: TReportPreset = (REPORT_PRESETS as readonly string[]).includes(asked ?? '')
    ? (asked as TReportPreset)
    : params.get('from')
      ? 'custom'
      : '30d';
  const range = presetRange(preset, today) ?? {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const filters: TReportAsk['filters'] = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const column = Number(params.get(PAGE_PARAMS.sort) ?? 1);
  return {
    preset,
    ...range,
    filters,
    sort: {
      column: Number.isInteger(column) && column >= 0 && column < 7 ? column : 1,
      direction: params.get(PAGE_PARAMS.direction) === 'asc' ? 'asc' : 'desc',
    },
  };
}

/** The API's query string of what the page asked for. */
export function apiQuery(ask: TReportAsk): string {
  const owner = Number(ask.filters.owner);
  return reportFilterQuery({
    ...ask.filters,
    from: ask.from,
    to: ask.to,
    language: ask.filters.language as 'es' | 'en' | undefined,
    owner: Number.isInteger(owner) && owner > 0 ? owner : undefined,
  });
}

/** The page's own query string with some parameters changed (sort links keep the rest). */
export function pageQuery(ask: TReportAsk, changes: Record<string, string>): string {
  const params = new URLSearchParams({
    [PAGE_PARAMS.preset]: ask.preset,
    ...(ask.preset === 'custom' ? { from: ask.from, to: ask.to } : {}),
    ...ask.filters,
    ...changes,
  });
  return params.toString();
}

/** The summary with forms, pages and situations named as the staff read them, not by their codes. */
export function labelledSummary(
  summary: TReportSummary,
  locale: TLocale,
  words: { none: string; languages: Record<string, string> },
): TReportSummary {
  const none = words.none;
  return {
    ...summary,
    byForm: summary.byForm.map((row) => ({ ...row, key: formLabel(row.key, locale) })),
    bySeccion: summary.bySeccion.map((row) => ({
      ...row,
      key: row.key ? seccionLabel(row.key, locale) : none,
    })),
    bySituation: summary.bySituation.map((row) => ({
      ...row,
      key: row.key ? situationText(row.key, locale) : none,
    })),
    byLanguage: summary.byLanguage.map((row) => ({
      ...row,
      key: words.languages[row.key] ?? row.key,
    })),
  };
}

/** The choices of the filters: the named forms and situations, and what the range shows. */
export function filterChoices(summary: TReportSummary | null, locale: TLocale) {
  const keep = (values: string[], current: string | undefined) =>
    [...new Set([...values, ...(current ? [current] : [])])].filter(Boolean);
  return {
    sources: keep(summary?.bySource.map((row) => row.source) ?? [], summary?.filter.source),
    campaigns: keep(summary?.byCampaign.map((row) => row.campaign) ?? [], summary?.filter.campaign),
    forms: formOptions(locale),
    situations: situationOptions(locale),
    owners: (summary?.byOwner ?? [])
      .filter((row) => row.ownerId !== null)
      .map((row) => ({ value: String(row.ownerId), label: row.owner })),
  };
}
