import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { REPORT_PRESETS } from '@firm/shared/staff/reports-filter';
import type { TReportSummary } from '@firm/shared/staff/reports-summary';
import {
  StaffField,
  StaffSelect,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { filterChoices, PAGE_PARAMS, type TReportAsk } from './report-params';
import { COPY } from './staff-reports-copy';
import styles from './staff-reports-page.module.css';

/** Props of {@link ReportFilters}. */
export type TReportFiltersProps = {
  locale: TLocale;
  ask: TReportAsk;
  summary: TReportSummary | null;
  /** Admins may pick an owner; an intake member sees their own leads anyway. */
  admin: boolean;
};

/**
 * The range and the filters: a GET form (it works before JavaScript and stays in the address, so a
 * report can be shared and reloaded). Presets first; the dates count when "custom" is chosen.
 */
export function ReportFilters({ locale, ask, summary, admin }: TReportFiltersProps) {
  const copy = COPY[locale];
  const choices = filterChoices(summary, locale);
  const any = { value: '', label: copy.any };
  const options = (values: { value: string; label: string }[]) => [any, ...values];
  const plain = (values: string[]) => values.map((value) => ({ value, label: value }));
  return (
    <form method="get" className={styles.filters} aria-labelledby="report-filters-heading">
      <h2 id="report-filters-heading" className={styles.filtersHeading}>
        {copy.filtersHeading}
      </h2>
      <div className={styles.filterGrid}>
        <StaffSelect
          id="report-preset"
          name={PAGE_PARAMS.preset}
          label={copy.period}
          value={ask.preset}
          options={REPORT_PRESETS.map((preset) => ({ value: preset, label: copy.presets[preset] }))}
        />
        <StaffField
          id="report-from"
          name="from"
          type="date"
          label={copy.from}
          hint={copy.customHint}
          defaultValue={ask.from}
        />
        <StaffField id="report-to" name="to" type="date" label={copy.to} defaultValue={ask.to} />
        <StaffSelect
          id="report-source"
          name="source"
          label={copy.source}
          value={ask.filters.source ?? ''}
          options={options(plain(choices.sources))}
        />
        <StaffSelect
          id="report-campaign"
          name="campaign"
          label={copy.campaign}
          value={ask.filters.campaign ?? ''}
          options={options(plain(choices.campaigns))}
        />
        <StaffSelect
          id="report-form"
          name="form"
          label={copy.form}
          value={ask.filters.form ?? ''}
          options={options(choices.forms)}
        />
        <StaffSelect
          id="report-language"
          name="language"
          label={copy.language}
          value={ask.filters.language ?? ''}
          options={options([
            { value: 'es', label: copy.languages.es ?? 'es' },
            { value: 'en', label: copy.languages.en ?? 'en' },
          ])}
        />
        <StaffSelect
          id="report-situation"
          name="situation"
          label={copy.situation}
          value={ask.filters.situation ?? ''}
          options={options(choices.situations)}
        />
        {admin ? (
          <StaffSelect
            id="report-owner"
            name="owner"
            label={copy.owner}
            value={ask.filters.owner ?? ''}
            options={options(choices.owners)}
          />
        ) : null}
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={staffFormStyles.button}>
          {copy.apply}
        </button>
        <a href={getHref('staffReports', locale)}>{copy.reset}</a>
      </div>
    </form>
  );
}
