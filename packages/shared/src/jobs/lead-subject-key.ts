/**
 * The delivery subject of a lead's notification: `lead-{id}` the first time, `lead-{id}-resend-{n}` for a
 * re-send a staff member asked for. Deliveries are recorded once per subject and target, so a re-send is
 * a new delivery and a retried job is not.
 */
export function leadSubjectKey(leadId: number, resendId?: number): string {
  return resendId ? `lead-${leadId}-resend-${resendId}` : `lead-${leadId}`;
}
