import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { FIRST_CONTACT_TARGET_MAX_MINUTES } from '@firm/shared/staff/first-contact';
import { formatFirmShort } from '@firm/shared/staff/firm-time';
import {
  FIRST_CONTACT_TARGET_MIN_MINUTES,
  type TIntakeSettingsView,
} from '@firm/shared/staff/intake-settings';
import { StaffField, staffFormStyles } from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { bilingual } from '../../lib/copy/bilingual';
import styles from '../../features/staff/components/staff-rules.module.css';

const COPY = bilingual({
  en: {
    heading: 'First-contact target',
    hint: 'How many minutes of office time a new lead may wait for its first call. Past it the lead shows in red and the intake addresses get an alert; the same time again later, the admins. Nights, Sundays and closed hours do not count.',
    minutes: 'Minutes of office time',
    save: 'Save the target',
    changed: (who: string, when: string) => `Last changed by ${who}, ${when}.`,
  },
  es: {
    heading: 'Tiempo para el primer contacto',
    hint: 'Cuántos minutos en horario de oficina puede esperar un prospecto nuevo su primera llamada. Pasado ese tiempo se marca en rojo y los correos de admisión reciben un aviso; el mismo tiempo después, los administradores. Las noches, los domingos y las horas cerradas no cuentan.',
    minutes: 'Minutos en horario de oficina',
    save: 'Guardar el tiempo',
    changed: (who: string, when: string) => `Último cambio: ${who}, ${when}.`,
  },
});

/** Props of {@link FirstContactTarget}. */
export type TFirstContactTargetProps = {
  locale: TLocale;
  token: string;
  settings: TIntakeSettingsView;
  posted: TStaffPostResult | null;
};

/** The admins' form of the first-contact target (audited by leads-api), posted to this page. */
export function FirstContactTarget({ locale, token, settings, posted }: TFirstContactTargetProps) {
  const copy = COPY[locale];
  const { pathname } = useLocation();
  return (
    <section className={styles.section} aria-labelledby="target-heading">
      <h2 id="target-heading">{copy.heading}</h2>
      <form method="post" action={pathname} className={staffFormStyles.form}>
        <input type="hidden" name="_token" value={token} />
        <input type="hidden" name="action" value="target" />
        <StaffField
          id="first-contact-target"
          name="firstContactTargetMinutes"
          type="number"
          inputMode="numeric"
          min={FIRST_CONTACT_TARGET_MIN_MINUTES}
          max={FIRST_CONTACT_TARGET_MAX_MINUTES}
          required
          label={copy.minutes}
          hint={copy.hint}
          defaultValue={
            posted?.values.firstContactTargetMinutes ?? String(settings.firstContactTargetMinutes)
          }
          error={postedErrorOf(posted, 'firstContactTargetMinutes')}
        />
        {settings.updatedBy ? (
          <p className={staffFormStyles.hint}>
            {copy.changed(
              settings.updatedBy.name || settings.updatedBy.email,
              formatFirmShort(settings.updatedAt, locale),
            )}
          </p>
        ) : null}
        <div>
          <button type="submit" className={staffFormStyles.button}>
            {copy.save}
          </button>
        </div>
      </form>
    </section>
  );
}
