import { getHref } from '@firm/shared/routes/route-map';

/**
 * A lead's page in the staff area (`/staff/prospectos/{id}`), under the configured base of the area.
 * @param staffInboxUrl - `STAFF_INBOX_URL` (`{PUBLIC_ORIGIN}/staff` by default)
 */
export function leadPageUrl(staffInboxUrl: string, leadId: number): string {
  const leadPath = getHref('staffLead', 'es', { id: encodeURIComponent(String(leadId)) }).replace(
    /^\/staff/,
    '',
  );
  return `${staffInboxUrl.replace(/\/+$/, '')}${leadPath}`;
}
