import type { Logger } from '@firm/shared/server/logger';
import type { TRoutingRule } from '@firm/shared/staff/routing-rules';
import type { THandlerSettings } from '../jobs/job-context';
import { routedRecipients, withOwner } from '../notify/recipients';
import type { TRoutableLead } from './clock-alerts.repository';

/** What deciding an alert's recipients reads. */
export type TAlertRecipientsContext = {
  rules: readonly TRoutingRule[];
  settings: Pick<THandlerSettings, 'intakeRoutes' | 'intakeEmailTo'>;
  /** The enabled admins' addresses. */
  admins: readonly string[];
  log: Pick<Logger, 'warn'>;
};

/**
 * Who hears about a lead that waits (issue 29 §4) — the one place that decides it. Level 1 (the lead
 * fell overdue) and a due follow-up: the lead's owner and its routed intake addresses, the same as its
 * intake e-mail's (the owner once, `withOwner`). Level 2 (still overdue the same time again): the admins
 * (level 1's people when there is no enabled admin, so that someone hears).
 */
export function overdueAlertRecipients(
  lead: TRoutableLead,
  level: 1 | 2,
  context: TAlertRecipientsContext,
): string[] {
  if (level === 2 && context.admins.length > 0) return [...context.admins];
  return withOwner(
    routedRecipients(lead, context.rules, context.settings, context.log),
    lead.owner_email,
  );
}
