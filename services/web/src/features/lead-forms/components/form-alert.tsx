import type { TFormAlert } from '../hooks/use-submission';
import styles from './lead-form.module.css';

/** Props of {@link FormAlert}. */
export type TFormAlertProps = { alert: TFormAlert | null };

/**
 * The message for the whole form (an error of §8, or the social-media success). The region is always
 * there so screen readers announce what appears in it: errors as alerts, the success politely.
 */
export function FormAlert({ alert }: TFormAlertProps) {
  return (
    <div aria-live="polite">
      {alert ? (
        <p
          className={styles.alert}
          role={alert.tone === 'error' ? 'alert' : 'status'}
          data-tone={alert.tone}
          data-testid="form-alert"
        >
          {alert.text}
          {alert.link ? (
            <>
              {' '}
              <a href={alert.link.href} className={styles.alertLink}>
                {alert.link.label}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
