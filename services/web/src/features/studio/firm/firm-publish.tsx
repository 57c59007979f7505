import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStudioFirm } from '@firm/shared/studio/studio-firm';
import styles from '../components/post-editor.module.css';
import { FIRM_COPY } from './firm-copy';

/**
 * Publishing the firm's facts: which revision the site shows, what keeps the head from being
 * published, and the button (both languages at once; the facts are never taken off the site).
 */
export function FirmPublish(props: {
  locale: TLocale;
  firm: TStudioFirm;
  busy: boolean;
  publish: () => Promise<void>;
}) {
  const { firm } = props;
  const copy = FIRM_COPY[props.locale];
  const live = firm.languages.es.live ? firm.languages.es.published_revision : null;
  const problems = [...firm.problems.es, ...firm.problems.en].filter(
    (p, i, all) => all.findIndex((q) => q.field === p.field) === i,
  );
  return (
    <section
      className={styles.card}
      aria-labelledby="firm-publish-heading"
      data-testid="firm-publish"
    >
      <h2 id="firm-publish-heading" className={styles.cardHeading}>
        {copy.publishHeading}
      </h2>
      <p data-testid="firm-live">
        {live === firm.revision
          ? `${copy.onSite(firm.revision)} ${copy.upToDate}`
          : `${live ? copy.onSite(live) : ''} ${copy.notYet(firm.revision)}`.trim()}
      </p>
      {problems.length ? (
        <ul className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem.field}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.hint}>{copy.publishHint}</p>
      <p className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={props.busy}
          onClick={() => void props.publish()}
        >
          {copy.publish}
        </button>
      </p>
    </section>
  );
}
