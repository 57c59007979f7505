import { z } from 'zod';
import { ZSlugSchema, ZTextSchema } from './content-fields';
import { OFFICE_TIME_ZONES, WEEKDAYS } from './weekdays';

/** A time of day on a 24-hour clock, `HH:MM`. */
const ZClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24-hour clock)');

/** Days with the same hours: `{ "days": ["mon", …, "fri"], "opens": "09:00", "closes": "18:00" }`. */
export const ZOpeningSchema = z
  .strictObject({
    days: z.array(z.enum(WEEKDAYS)).min(1),
    opens: ZClockSchema,
    closes: ZClockSchema,
  })
  .refine((period) => period.opens < period.closes, {
    message: 'must close after it opens',
    path: ['closes'],
  })
  .refine((period) => new Set(period.days).size === period.days.length, {
    message: 'names a day twice',
    path: ['days'],
  });
export type TOpening = z.infer<typeof ZOpeningSchema>;

/**
 * When the intake team answers (`office_hours` of the site configuration): the periods in the firm's
 * time zone, and the city whose clock that is, named beside the zone ("El Paso, Texas").
 */
export const ZOfficeHoursSchema = z
  .strictObject({
    time_zone: z.enum(OFFICE_TIME_ZONES),
    city: ZTextSchema,
    periods: z.array(ZOpeningSchema).min(1),
  })
  .refine(
    (hours) => {
      const days = hours.periods.flatMap((period) => period.days);
      return new Set(days).size === days.length;
    },
    { message: 'a day is in two periods', path: ['periods'] },
  );
export type TOfficeHours = z.infer<typeof ZOfficeHoursSchema>;

/**
 * How the firm calls a visitor back after a form (`callback` of the site configuration): the line the call
 * comes from (the id of one of `phones`) and within how many business days, in office hours.
 */
export const ZCallbackSchema = z.strictObject({
  phone_id: ZSlugSchema,
  within_business_days: z.number().int().min(1).max(5),
});
export type TCallback = z.infer<typeof ZCallbackSchema>;
