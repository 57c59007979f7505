import { REPORTS_SUMMARY_PATH } from '@firm/shared/routes/report-paths';
import { Router, type Request, type Response } from 'express';
import { t } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';
import { isReportBlock, reportTable } from '@firm/shared/staff/report-tables';
import { parseReportFilter, type TReportFilter } from '@firm/shared/staff/reports-filter';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { answerLocale } from '../staff/staff-locale';
import { csvLine, UTF8_BOM } from '../inbox/csv';
import { reportSummary, type TReportsDeps } from './reports.service';

/** What the reports routes need. */
export type TReportsRoutesDeps = TReportsDeps & { requireStaff: TRequireStaff };

/** The filter of a request, or a 400 in the member's language that says what is wrong with the range. */
function filterOf(req: Request, res: Response): TReportFilter {
  const parsed = parseReportFilter(req.query);
  if (!parsed.ok) {
    const locale = answerLocale(res);
    throw new AppError('bad_request', t(locale, parsed.messageKey));
  }
  return parsed.filter;
}

/**
 * The reports (issue 32; admins, and intake members for their own leads; editors 403):
 * - `GET /api/staff/reports/summary?from&to&source&campaign&form&language&situation&owner` → `{ status, …summary }`;
 * - `GET /api/staff/reports/:block.csv?…` → one block's table as CSV (UTF-8 with BOM).
 */
export function reportsRoutes(deps: TReportsRoutesDeps): Router {
  const router = Router();
  const intake = deps.requireStaff('intake');
  router.get(REPORTS_SUMMARY_PATH, intake, async (req, res) => {
    const summary = await reportSummary(deps, filterOf(req, res), staffOf(req));
    res.json({ status: 'success', ...summary });
  });
  router.get('/api/staff/reports/:block.csv', intake, async (req, res) => {
    const block = req.params.block;
    const locale = answerLocale(res);
    if (!isReportBlock(block))
      throw new AppError('not_found', t(locale, 'staff.reportBlockUnknown'));
    const filter = filterOf(req, res);
    const table = reportTable(await reportSummary(deps, filter, staffOf(req)), block, locale);
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader(
      'content-disposition',
      `attachment; filename="informe-${block}-${filter.from}-${filter.to}.csv"`,
    );
    res.send(UTF8_BOM + csvLine(table.headers) + table.rows.map((row) => csvLine(row)).join(''));
  });
  return router;
}
