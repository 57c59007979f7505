import { ALERT_NAMES } from './alert-catalog';
import type { TAlertStateRow } from './alert-state.repository';
import { evaluateAlerts } from './evaluate-alerts';
import type { TOpsFigures, TOpsStatus } from './ops-status';

/**
 * The status page's answer: the figures, and each alert of the catalog evaluated on them now, with
 * the time it entered that state as the worker recorded it (null when the worker's record says
 * otherwise or has none yet: the state is newer than its last evaluation).
 */
export function opsStatusOf(figures: TOpsFigures, states: readonly TAlertStateRow[]): TOpsStatus {
  const firing = evaluateAlerts(figures);
  const recorded = new Map(states.map((state) => [state.name, state]));
  return {
    ...figures,
    alerts: ALERT_NAMES.map((name) => {
      const state = recorded.get(name);
      const since = state && state.firing === firing[name] ? state.since.toISOString() : null;
      return { name, firing: firing[name], since };
    }),
  };
}
