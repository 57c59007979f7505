import type { TStaffApi } from '../../../app/app-context';
import { forbidden, notFound, unavailable } from '../../../lib/http-status';

/**
 * What a staff page's loader reads from the staff API: the answer's body when it succeeded; 404 and 403
 * become those pages, anything else that is not a success the 503 page.
 * @param staffApi - the loader's `staffApi`
 * @param path - a staff API path (`STAFF_API_PATHS`, `staffLeadPath`)
 */
export async function staffRead<T>(staffApi: TStaffApi, path: string): Promise<T> {
  const answer = await staffApi(path);
  if (answer.status === 404) notFound();
  if (answer.status === 403) forbidden();
  if (answer.status !== 200) unavailable();
  // the staff API's answers are typed in packages/shared, beside the routes that build them
  return answer.body as T;
}
