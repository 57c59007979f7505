import type { TOpening } from '@firm/shared/content/office-hours';
import { WEEKDAYS, type TWeekday } from '@firm/shared/content/weekdays';

/** A weekday's hours as the editor shows them: open or closed, and when. */
export type TDayHours = { open: boolean; opens: string; closes: string };

/** The office hours' periods as one row per weekday (a day in no period is closed). */
export function weekOf(periods: readonly TOpening[]): Record<TWeekday, TDayHours> {
  const closed = { open: false, opens: '09:00', closes: '17:00' };
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, closed])) as Record<
    TWeekday,
    TDayHours
  >;
  for (const period of periods)
    for (const day of period.days)
      week[day] = { open: true, opens: period.opens, closes: period.closes };
  return week;
}

/** The weekdays' rows as periods: the open days with the same hours together, Monday first. */
export function periodsOf(week: Record<TWeekday, TDayHours>): TOpening[] {
  const periods: TOpening[] = [];
  for (const day of WEEKDAYS) {
    const hours = week[day];
    if (!hours.open) continue;
    const same = periods.find((p) => p.opens === hours.opens && p.closes === hours.closes);
    if (same) same.days.push(day);
    else periods.push({ days: [day], opens: hours.opens, closes: hours.closes });
  }
  return periods;
}
