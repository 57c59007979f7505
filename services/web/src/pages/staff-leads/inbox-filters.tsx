import { useEffect, useRef } from 'react';
import { formOptions, seccionFilterOptions } from '@firm/shared/forms/form-labels';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import type { TInboxFilter } from '@firm/shared/staff/inbox';
import {
  StaffField,
  StaffSelect,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { statusOptions } from '../../features/staff/lead-status-copy';
import { COPY } from './staff-leads-copy';
import styles from './staff-leads-page.module.css';

// the filters typed in: query parameter (and copy key) and input type
const TEXT_FILTERS = [
  ['source', 'text'],
  ['from', 'date'],
  ['to', 'date'],
] as const;

// wide enough for the dense table: the filters are open from the start
const WIDE = '(min-width: 64rem)';

/** How many filters narrow the list, the status tabs aside. */
function activeCount(filter: TInboxFilter): number {
  const set = [filter.q, filter.form, filter.seccion, filter.source, filter.from, filter.to];
  return set.filter(Boolean).length + (filter.spam !== 'no' ? 1 : 0);
}

/** The options of a select, with the value in the address kept when the list does not offer it. */
function withCurrent(options: { value: string; label: string }[], current: string | undefined) {
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

/**
 * The inbox's filters: a GET form (it works before JavaScript and stays in the address, so a filtered
 * list can be shared and reloaded), folded behind one button on a phone — open on a laptop — its
 * summary saying how many filters are on. Forms and pages are offered by name, never by code.
 */
export function InboxFilters({ locale, filter }: { locale: TLocale; filter: TInboxFilter }) {
  const copy = COPY[locale];
  const panel = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!panel.current) return;
    if (window.matchMedia(WIDE).matches) panel.current.open = true;
    panel.current.dataset.ready = 'true';
  }, []);
  const active = activeCount(filter);
  return (
    <details ref={panel} className={styles.filterPanel}>
      <summary className={styles.filterToggle}>
        {copy.filtersToggle}
        {active ? <span className={styles.activeCount}>· {copy.activeFilters(active)}</span> : null}
      </summary>
      <form
        method="get"
        action={getHref('staffLeads', locale)}
        className={`${staffFormStyles.form} ${styles.filters}`}
        role="search"
        aria-label={copy.filters}
      >
        {filter.sort !== 'newest' ? <input type="hidden" name="sort" value={filter.sort} /> : null}
        {filter.owner ? <input type="hidden" name="owner" value={filter.owner} /> : null}
        <StaffField
          id="q"
          name="q"
          type="search"
          label={copy.search}
          defaultValue={filter.q ?? ''}
        />
        <StaffSelect
          id="status"
          name="status"
          label={copy.status}
          value={filter.status ?? ''}
          options={[{ value: '', label: copy.anyStatus }, ...statusOptions(locale)]}
        />
        <StaffSelect
          id="form"
          name="form"
          label={copy.form}
          value={filter.form ?? ''}
          options={[
            { value: '', label: copy.anyForm },
            ...withCurrent(formOptions(locale), filter.form),
          ]}
        />
        <StaffSelect
          id="seccion"
          name="seccion"
          label={copy.seccion}
          value={filter.seccion ?? ''}
          options={[
            { value: '', label: copy.anySeccion },
            ...withCurrent(seccionFilterOptions(locale), filter.seccion),
          ]}
        />
        {TEXT_FILTERS.map(([name, type]) => (
          <StaffField
            key={name}
            id={name}
            name={name}
            type={type}
            label={copy[name]}
            defaultValue={filter[name] ?? ''}
          />
        ))}
        <StaffSelect
          id="spam"
          name="spam"
          label={copy.spam}
          value={filter.spam}
          options={[
            { value: 'no', label: copy.spamNo },
            { value: 'yes', label: copy.spamYes },
            { value: 'all', label: copy.spamAll },
          ]}
        />
        <div className={styles.filterActions}>
          <button type="submit" className={staffFormStyles.button}>
            {copy.apply}
          </button>
          <a href={getHref('staffLeads', locale)} className={styles.link}>
            {copy.clear}
          </a>
        </div>
      </form>
    </details>
  );
}
