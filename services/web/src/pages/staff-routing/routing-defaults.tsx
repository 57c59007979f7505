import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRoutingDefaults } from '@firm/shared/staff/routing-rules';
import { COPY } from './staff-routing-copy';
import styles from '../../features/staff/components/staff-rules.module.css';

/** The server's configured routing, which applies when no rule matches. */
export function RoutingDefaults({
  locale,
  defaults,
}: {
  locale: TLocale;
  defaults: TRoutingDefaults;
}) {
  const copy = COPY[locale];
  return (
    <section className={styles.section} aria-labelledby="defaults-heading">
      <h2 id="defaults-heading">{copy.defaultsHeading}</h2>
      <ul className={styles.audit}>
        <li>
          {copy.defaultEmail}: {defaults.intakeEmailTo.join(', ') || '—'}
        </li>
        {Object.entries(defaults.intakeEmailRoutes.form).map(([form, to]) => (
          <li key={`form-${form}`}>
            {copy.byForm(form)}: {to.join(', ')}
          </li>
        ))}
        {Object.entries(defaults.intakeEmailRoutes.situation).map(([situation, to]) => (
          <li key={`situation-${situation}`}>
            {copy.bySituation(situation)}: {to.join(', ')}
          </li>
        ))}
        <li>
          {copy.defaultWebhooks}: {defaults.webhookUrls.join(', ') || copy.noWebhooks}
        </li>
      </ul>
    </section>
  );
}
