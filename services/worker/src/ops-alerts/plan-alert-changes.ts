import { ALERT_NAMES, ALERT_THRESHOLDS, type TAlertName } from '@firm/shared/ops/alert-catalog';
import type { TAlertStateRow } from '@firm/shared/ops/alert-state.repository';
import type { TAlertStateWrite } from './ops-alerts.repository';

/** What one evaluation changes: every alert's state, and the alerts to e-mail as started or ended. */
export type TAlertChanges = {
  states: TAlertStateWrite[];
  started: TAlertName[];
  ended: TAlertName[];
};

/**
 * Applies one evaluation to the recorded states. An alert's `since` moves when it changes state. The
 * admins are told when what they were last told (`announced`) differs from the alert's state, at most
 * once per alert per hour: an alert that starts is e-mailed at once unless that alert was e-mailed
 * within the hour (then when the hour is over, if it still fires); its end is e-mailed at once, or
 * when the hour since its start e-mail is over — so an alert that flaps costs one e-mail an hour, and
 * what the admins were told always catches up with the truth.
 * @param previous - the recorded states (none at the first evaluation)
 * @param firing - this evaluation's findings
 * @param now - the evaluation's time
 */
export function planAlertChanges(
  previous: readonly TAlertStateRow[],
  firing: Record<TAlertName, boolean>,
  now: Date,
): TAlertChanges {
  const recorded = new Map(previous.map((row) => [row.name, row]));
  const gapMs = ALERT_THRESHOLDS.emailGapMinutes * 60_000;
  const changes: TAlertChanges = { states: [], started: [], ended: [] };
  for (const name of ALERT_NAMES) {
    const before = recorded.get(name);
    const isFiring = firing[name];
    let announced = before?.announced ?? false;
    let lastEmailAt = before?.last_email_at ?? null;
    const mayEmail = !lastEmailAt || now.getTime() - lastEmailAt.getTime() >= gapMs;
    if (isFiring !== announced && mayEmail) {
      (isFiring ? changes.started : changes.ended).push(name);
      announced = isFiring;
      lastEmailAt = now;
    }
    changes.states.push({
      name,
      firing: isFiring,
      since: before && before.firing === isFiring ? before.since : now,
      announced,
      lastEmailAt,
    });
  }
  return changes;
}
