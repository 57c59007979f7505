/**
 * The reports' API paths (issue 32): leads-api serves them, the reports page and the staff home read
 * them (a module of their own, read only by staff chunks).
 */

/** GET `?from&to&source&campaign&form&language&situation&owner`: every block of the reports. */
export const REPORTS_SUMMARY_PATH = '/api/staff/reports/summary';

/** GET: one block of the reports as CSV (UTF-8 with BOM), with the same filters as the summary. */
export function staffReportCsvPath(block: string): string {
  return `/api/staff/reports/${block}.csv`;
}
