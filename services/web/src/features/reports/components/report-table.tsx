import type { TLocale } from '@firm/shared/i18n/locale';
import type { TReportCell, TReportTable } from '@firm/shared/staff/report-tables';
import styles from './charts.module.css';

/** How the table is sorted and how a header links to another order. */
export type TTableSort = {
  column: number;
  direction: 'asc' | 'desc';
  /** The address that sorts by `column` in `direction`. */
  href: (column: number, direction: 'asc' | 'desc') => string;
  /** The words a sort link adds for screen readers. */
  sortBy: (header: string) => string;
};

/** Props of {@link ReportTable}. */
export type TReportTableProps = {
  table: TReportTable;
  caption: string;
  locale: TLocale;
  /** Column headers become sort links. */
  sort?: TTableSort;
  /** What an empty table says. */
  empty: string;
};

function cellText(cell: TReportCell, locale: TLocale): string {
  if (cell === null || cell === '') return '—';
  return typeof cell === 'number' ? cell.toLocaleString(`${locale}-US`) : cell;
}

/** Rows ordered by one column (empty cells last, text by the language's order). */
export function sortRows(
  rows: TReportCell[][],
  column: number,
  direction: 'asc' | 'desc',
): TReportCell[][] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column] ?? null;
    const y = b[column] ?? null;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y)) * sign;
  });
}

/**
 * A chart's table: the figures it was drawn from, with a caption, in a box that scrolls sideways on a
 * phone (focusable, so a keyboard can scroll it), printed whole.
 */
export function ReportTable({ table, caption, locale, sort, empty }: TReportTableProps) {
  const rows = sort ? sortRows(table.rows, sort.column, sort.direction) : table.rows;
  return (
    <div className={styles.tableBox} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.headers.map((header, column) => {
              const current = sort?.column === column ? sort.direction : null;
              return (
                <th
                  key={header}
                  scope="col"
                  aria-sort={
                    sort
                      ? current === 'asc'
                        ? 'ascending'
                        : current === 'desc'
                          ? 'descending'
                          : 'none'
                      : undefined
                  }
                >
                  {sort ? (
                    <a
                      href={sort.href(column, current === 'desc' ? 'asc' : 'desc')}
                      className={styles.sortLink}
                    >
                      {header}
                      <span aria-hidden="true">
                        {current === 'asc' ? ' ▲' : current === 'desc' ? ' ▼' : ''}
                      </span>
                      <span className="visually-hidden"> – {sort.sortBy(header)}</span>
                    </a>
                  ) : (
                    header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={table.headers.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cellText(cell, locale)}
                    </th>
                  ) : (
                    <td key={column}>{cellText(cell, locale)}</td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
