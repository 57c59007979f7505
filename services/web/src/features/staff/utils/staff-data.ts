import type { TStaffData } from '../../../app/app-context';
import { forbidden, notFound, unavailable } from '../../../lib/http-status';

/**
 * The body of what leads-api answered for a staff page (see the edge's `staffPageData`): 404 and 403
 * become those pages, anything else that is not a success the 503 page.
 */
export function staffDataOf<T>(staffData: TStaffData | undefined): T {
  if (!staffData) unavailable();
  if (staffData.status === 404) notFound();
  if (staffData.status === 403) forbidden();
  if (staffData.status !== 200) unavailable();
  return staffData.body as T;
}
