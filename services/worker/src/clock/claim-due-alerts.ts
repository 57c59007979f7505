import type { TQueryable } from '@firm/shared/server/db';
import type { Logger } from '@firm/shared/server/logger';
import { escalationDueAt, type TFirstContactSettings } from '@firm/shared/staff/first-contact';
import type { TRoutingRule } from '@firm/shared/staff/routing-rules';
import type { THandlerSettings } from '../jobs/job-context';
import { overdueAlertRecipients } from './alert-recipients';
import {
  adminAddresses,
  advanceLeadAlerts,
  findDueFollowUps,
  findDueLeads,
  insertAlert,
  markFollowUpsAlerted,
  type TAlertDraft,
} from './clock-alerts.repository';

/** What claiming reads. */
export type TClaimContext = {
  now: Date;
  settings: TFirstContactSettings;
  rules: readonly TRoutingRule[];
  handlerSettings: Pick<THandlerSettings, 'intakeRoutes' | 'intakeEmailTo'>;
  limit: number;
  log: Pick<Logger, 'warn'>;
};

/** Groups items by alert kind, level and recipients: one e-mail per group. */
class Drafts {
  private readonly byKey = new Map<string, TAlertDraft>();

  add(
    kind: TAlertDraft['kind'],
    level: 1 | 2,
    recipients: string[],
    item: TAlertDraft['items'][number],
  ) {
    const sorted = [...new Set(recipients)].sort();
    const key = `${kind}:${level}:${sorted.join(',')}`;
    const draft = this.byKey.get(key) ?? { kind, level, recipients: sorted, items: [] };
    draft.items.push(item);
    this.byKey.set(key, draft);
  }

  all(): TAlertDraft[] {
    return [...this.byKey.values()];
  }
}

/**
 * Claims, in the caller's transaction, every alert that has fallen due at `now`: level 1 for leads past
 * their due time, level 2 for those still not contacted at their escalation time, and due follow-ups;
 * grouped into one alert row per kind, level and recipients. Each lead then waits for its escalation
 * (the target again after its due time) or for nothing more; each follow-up leaves the sweep.
 * @returns how many alerts were written
 */
export async function claimDueAlerts(db: TQueryable, context: TClaimContext): Promise<number> {
  const { now, limit } = context;
  // one after the other: a transaction's client runs one statement at a time
  const leads = await findDueLeads(db, now, limit);
  const followUps = await findDueFollowUps(db, now, limit);
  const admins = await adminAddresses(db);
  if (leads.length === 0 && followUps.length === 0) return 0;
  const recipients = { ...context, settings: context.handlerSettings, admins };
  const drafts = new Drafts();
  for (const lead of leads)
    drafts.add('first_contact', lead.level, overdueAlertRecipients(lead, lead.level, recipients), {
      subjectId: lead.id,
      leadId: lead.id,
    });
  for (const followUp of followUps)
    drafts.add('follow_up', 1, overdueAlertRecipients(followUp, 1, recipients), {
      subjectId: followUp.follow_up_id,
      leadId: followUp.id,
    });
  let written = 0;
  for (const draft of drafts.all()) if (await insertAlert(db, draft, now)) written += 1;
  await advanceLeadAlerts(
    db,
    leads.map((lead) => ({
      leadId: lead.id,
      alertAt: lead.level === 1 ? escalationDueAt(lead.due_at.getTime(), context.settings) : null,
    })),
  );
  await markFollowUpsAlerted(
    db,
    followUps.map((followUp) => followUp.follow_up_id),
    now,
  );
  return written;
}
