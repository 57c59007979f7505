import type { Logger } from '@firm/shared/server/logger';
import type { TRoutingRule } from '@firm/shared/staff/routing-rules';
import type { THandlerSettings } from '../jobs/job-context';
import { routedRecipients } from '../notify/recipients';
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
 * fell overdue) and a due follow-up: the lead's routed intake addresses, the same as its intake
 * e-mail's. Level 2 (still overdue the same time again): the admins (the intake addresses when there
 * is no enabled admin, so that someone hears). The lead's owner joins level 1 once leads have owners.
 */
export function overdueAlertRecipients(
  lead: TRoutableLead,
  level: 1 | 2,
  context: TAlertRecipientsContext,
): string[] {
  if (level === 2 && context.admins.length > 0) return [...context.admins];
  return routedRecipients(lead, context.rules, context.settings, context.log);
}
