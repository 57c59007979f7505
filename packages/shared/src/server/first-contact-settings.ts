/**
 * The first-contact clock's settings as leads-api (due times of new leads) and the worker (alerts) read
 * them: the admins' target (`intake_settings`, migration 213) and the office hours of the site
 * configuration (`site_config`, the content import). Read once and kept for a short while, so storing
 * a lead costs no extra round trip; an admin's change reaches every instance within `ttlMs`.
 */
import { ZOfficeHoursSchema } from '../content/office-hours';
import { FIRST_CONTACT_TARGET_MINUTES, type TFirstContactSettings } from '../staff/first-contact';
import { FIRM_TIME_ZONE } from '../staff/firm-time';
import type { TOfficeSchedule } from '../staff/office-time';
import type { TQueryable } from './db';

/**
 * The hours used while the site configuration is not imported yet (a fresh database, tests): the
 * firm's own, as infra/content/site-config.json writes them.
 */
export const DEFAULT_OFFICE_SCHEDULE: TOfficeSchedule = {
  time_zone: FIRM_TIME_ZONE,
  periods: [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' },
    { days: ['sat'], opens: '09:00', closes: '13:00' },
  ],
};

/** Reads the target and the office hours (defaults for what is missing or malformed). */
export async function loadFirstContactSettings(db: TQueryable): Promise<TFirstContactSettings> {
  const { rows } = await db.query<{ target: number | null; hours: unknown }>(
    `SELECT (SELECT first_contact_target_minutes FROM intake_settings WHERE id) AS target,
            (SELECT data -> 'office_hours' FROM site_config WHERE id) AS hours`,
  );
  const hours = ZOfficeHoursSchema.safeParse(rows[0]?.hours);
  return {
    targetMinutes: rows[0]?.target ?? FIRST_CONTACT_TARGET_MINUTES,
    schedule: hours.success ? hours.data : DEFAULT_OFFICE_SCHEDULE,
  };
}

/** The settings kept in memory for a while; {@link TSettingsCache.invalidate} after a change here. */
export type TSettingsCache = {
  get: () => Promise<TFirstContactSettings>;
  invalidate: () => void;
};

/**
 * Caches {@link loadFirstContactSettings} for `ttlMs`. When the database cannot be read, the last
 * settings read (else the defaults) are used: a lead is never refused for want of its clock.
 * @param ttlMs - how long one reading holds. @defaultValue 30000
 */
export function firstContactSettingsCache(db: TQueryable, ttlMs = 30_000): TSettingsCache {
  let held: { settings: TFirstContactSettings; until: number } | undefined;
  let reading: Promise<TFirstContactSettings> | undefined;
  const read = () =>
    loadFirstContactSettings(db)
      .then((settings) => {
        held = { settings, until: Date.now() + ttlMs };
        return settings;
      })
      .catch(
        () =>
          held?.settings ?? {
            targetMinutes: FIRST_CONTACT_TARGET_MINUTES,
            schedule: DEFAULT_OFFICE_SCHEDULE,
          },
      )
      .finally(() => (reading = undefined));
  return {
    get: () => {
      if (held && held.until > Date.now()) return Promise.resolve(held.settings);
      reading ??= read();
      return reading;
    },
    invalidate: () => (held = undefined),
  };
}
