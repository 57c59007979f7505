import type { TLocale } from '@firm/shared/i18n/locale';
import { STUDIO_MEDIA_KINDS, type TStudioMediaQuery } from '@firm/shared/studio/studio-media-query';
import {
  StaffField,
  StaffSelect,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { COPY } from './studio-media-copy';
import styles from './studio-media-page.module.css';

/** Props of {@link MediaFilters}. */
export type TMediaFiltersProps = { locale: TLocale; query: TStudioMediaQuery; action: string };

/**
 * The library's kind filter and search (by file name or alt text) as a GET form to the page itself:
 * it works before JavaScript loads, and the address keeps the list (a new search starts at page 1).
 * Once hydrated, choosing a kind sends the form at once.
 */
export function MediaFilters({ locale, query, action }: TMediaFiltersProps) {
  const copy = COPY[locale];
  return (
    <form
      method="get"
      action={action}
      className={styles.filters}
      role="search"
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) event.currentTarget.requestSubmit();
      }}
    >
      <StaffSelect
        id="media-kind"
        name="kind"
        label={copy.kind}
        value={query.kind}
        options={STUDIO_MEDIA_KINDS.map((value) => ({ value, label: copy.kinds[value] }))}
      />
      <StaffField
        id="media-search"
        name="q"
        type="search"
        label={copy.search}
        defaultValue={query.q}
      />
      <button type="submit" className={`${staffFormStyles.button} ${styles.filterButton}`}>
        {copy.filter}
      </button>
    </form>
  );
}
