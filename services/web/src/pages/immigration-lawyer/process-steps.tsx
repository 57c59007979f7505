import { useId } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRouteMatch } from '@firm/shared/routes/route-map';
import { FormCta } from '../kit/form-cta';
import { COPY } from './immigration-lawyer-copy';
import styles from './immigration-lawyer-page.module.css';

/** Props of {@link ProcessSteps}. */
export type TProcessStepsProps = { locale: TLocale; match: TRouteMatch };

/**
 * The 3-step process (SPEC §2): evaluate the case, start the process, wait for the legal documents, as a
 * numbered list, then the call to start with step 1.
 */
export function ProcessSteps({ locale, match }: TProcessStepsProps) {
  const copy = COPY[locale];
  const headingId = useId();
  return (
    <section className={styles.process} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{copy.stepsHeading}</h2>
        <p>{copy.stepsLead}</p>
        <ol className={styles.steps}>
          {copy.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
        <FormCta match={match}>{copy.stepsCta}</FormCta>
      </div>
    </section>
  );
}
