import { OFFICE_TIME_ZONES, WEEKDAYS, type TWeekday } from '@firm/shared/content/weekdays';
import { firmLabel } from '@firm/shared/studio/studio-firm-labels';
import styles from '../components/post-editor.module.css';
import firmStyles from './firm-editor.module.css';
import { FIRM_COPY } from './firm-copy';
import { fieldId, FirmText, type TFirmSectionProps } from './firm-field';
import { periodsOf, weekOf, type TDayHours } from './office-week';

/**
 * The office hours, one row per weekday (open or closed, opens, closes; days with the same hours are
 * stored as one period), the time zone and its city, and the callback (line and business days).
 */
export function FirmHours({ locale, doc, change, errors }: TFirmSectionProps) {
  const copy = FIRM_COPY[locale];
  const week = weekOf(doc.office_hours.periods);
  const setDay = (day: TWeekday, hours: Partial<TDayHours>) =>
    change((c) => {
      const next = { ...weekOf(c.office_hours.periods) };
      next[day] = { ...next[day], ...hours };
      return { ...c, office_hours: { ...c.office_hours, periods: periodsOf(next) } };
    });
  const hoursErrors = Object.entries(errors).filter(([field]) =>
    field.startsWith('office_hours.periods'),
  );
  const zoneId = fieldId('office_hours.time_zone');
  const callbackId = fieldId('callback.phone_id');
  const daysId = fieldId('callback.within_business_days');
  return (
    <fieldset className={`${styles.card} ${firmStyles.section}`} data-testid="firm-hours">
      <legend>{copy.sections.hours}</legend>
      <div className={styles.columns}>
        <div className={styles.field}>
          <label htmlFor={zoneId} className={styles.label}>
            {firmLabel(locale, 'time_zone')}
          </label>
          <select
            id={zoneId}
            className={styles.input}
            value={doc.office_hours.time_zone}
            onChange={(e) =>
              change((c) => ({
                ...c,
                office_hours: {
                  ...c.office_hours,
                  time_zone: e.target.value as (typeof OFFICE_TIME_ZONES)[number],
                },
              }))
            }
          >
            {OFFICE_TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
        <FirmText
          locale={locale}
          errors={errors}
          path="office_hours.city"
          value={doc.office_hours.city}
          onChange={(city) => change((c) => ({ ...c, office_hours: { ...c.office_hours, city } }))}
        />
      </div>
      <div className={firmStyles.hoursScroll}>
        <table className={firmStyles.hoursTable}>
          <caption className={styles.label}>{firmLabel(locale, 'office_hours')}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.day}</th>
              <th scope="col">{copy.open}</th>
              <th scope="col">{firmLabel(locale, 'opens')}</th>
              <th scope="col">{firmLabel(locale, 'closes')}</th>
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day) => {
              const hours = week[day];
              const name = copy.days[day];
              return (
                <tr key={day} data-testid={`hours-${day}`}>
                  <th scope="row">{name}</th>
                  <td>
                    <input
                      type="checkbox"
                      checked={hours.open}
                      aria-label={`${copy.open}: ${name}`}
                      onChange={(e) => setDay(day, { open: e.target.checked })}
                    />
                  </td>
                  <td>
                    {hours.open ? (
                      <input
                        type="time"
                        className={styles.input}
                        aria-label={`${firmLabel(locale, 'opens')}: ${name}`}
                        value={hours.opens}
                        onChange={(e) => setDay(day, { opens: e.target.value })}
                      />
                    ) : (
                      copy.closed
                    )}
                  </td>
                  <td>
                    {hours.open ? (
                      <input
                        type="time"
                        className={styles.input}
                        aria-label={`${firmLabel(locale, 'closes')}: ${name}`}
                        value={hours.closes}
                        onChange={(e) => setDay(day, { closes: e.target.value })}
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hoursErrors.map(([field, message]) => (
        <p key={field} className={styles.error}>
          {message}
        </p>
      ))}
      <div className={styles.columns}>
        <div className={styles.field}>
          <label htmlFor={callbackId} className={styles.label}>
            {firmLabel(locale, 'phone_id')}
          </label>
          <select
            id={callbackId}
            className={styles.input}
            value={doc.callback.phone_id}
            aria-invalid={errors['callback.phone_id'] ? true : undefined}
            onChange={(e) =>
              change((c) => ({ ...c, callback: { ...c.callback, phone_id: e.target.value } }))
            }
          >
            {doc.phones.map((phone, i) => (
              <option key={i} value={phone.id}>
                {`${locale === 'es' ? phone.label_es : phone.label_en} · ${phone.display}`}
              </option>
            ))}
          </select>
          {errors['callback.phone_id'] ? (
            <p className={styles.error}>{errors['callback.phone_id']}</p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={daysId} className={styles.label}>
            {firmLabel(locale, 'within_business_days')}
          </label>
          <input
            id={daysId}
            type="number"
            min={1}
            max={5}
            className={styles.input}
            value={doc.callback.within_business_days}
            onChange={(e) =>
              change((c) => ({
                ...c,
                callback: { ...c.callback, within_business_days: Number(e.target.value) },
              }))
            }
          />
          {errors['callback.within_business_days'] ? (
            <p className={styles.error}>{errors['callback.within_business_days']}</p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
