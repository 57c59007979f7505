import type { Pool } from '@firm/shared/server/db';
import {
  firstContactSettingsCache,
  type TSettingsCache,
} from '@firm/shared/server/first-contact-settings';
import { gauge, sharedRead } from '@firm/shared/server/metrics';
import { isOfficeTime, officeMinutesBetween } from '@firm/shared/staff/office-time';
import { readLeadHealth, type TLeadHealth } from './lead-health.repository';

/**
 * The figures the alerts of infra/k8s/components/monitoring read, from the database at each scrape
 * (one query for the four gauges, shared: the registry collects them at once).
 */
type TFigures = TLeadHealth & { officeOpen: boolean; officeSecondsSinceLastLead: number };

let watched: { pool: Pool; settings: TSettingsCache; now: () => number } | null = null;

async function readFigures(source: NonNullable<typeof watched>): Promise<TFigures> {
  const [health, { schedule }] = await Promise.all([
    readLeadHealth(source.pool),
    source.settings.get(),
  ]);
  const now = source.now();
  return {
    ...health,
    officeOpen: isOfficeTime(now, schedule),
    officeSecondsSinceLastLead:
      health.lastLeadAtMs === null
        ? 0
        : officeMinutesBetween(health.lastLeadAtMs, now, schedule) * 60,
  };
}

const scrapeFigures = sharedRead(async () => (watched ? readFigures(watched) : null));

/** A gauge set from the shared figures at each scrape (left as it was when they cannot be read). */
function figureGauge(name: string, help: string, pick: (figures: TFigures) => number): void {
  gauge(name, help, [], async function collect() {
    const figures = await scrapeFigures();
    if (figures) this.set(pick(figures));
  });
}

figureGauge(
  'lead_without_intake_email_oldest_age_seconds',
  'Age of the oldest lead (last 7 days, not spam) whose intake e-mail is not accepted yet (0 when none)',
  (f) => f.oldestWithoutIntakeEmailSeconds,
);
figureGauge(
  'dead_letters_waiting',
  'Dead letters not resolved yet (waiting for a re-drive)',
  (f) => f.deadLettersWaiting,
);
figureGauge(
  'last_lead_received_timestamp_seconds',
  'When the last lead (not spam) arrived, Unix seconds (0 before the first)',
  (f) => (f.lastLeadAtMs ?? 0) / 1000,
);
figureGauge(
  'office_open',
  "1 while the office is open by the site configuration's office hours, 0 otherwise",
  (f) => (f.officeOpen ? 1 : 0),
);
figureGauge(
  'office_seconds_since_last_lead',
  'Office-hours seconds elapsed since the last lead (not spam) arrived (0 before the first)',
  (f) => f.officeSecondsSinceLastLead,
);

/**
 * The database the lead-health gauges read at each scrape, and the office hours (site configuration,
 * cached 30 s). `now` is for tests that place the scrape in or out of office hours.
 */
export function watchLeadHealth(pool: Pool, now: () => number = Date.now): void {
  watched = { pool, settings: firstContactSettingsCache(pool), now };
}
