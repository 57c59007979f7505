import type { ReactNode } from 'react';
import { useId } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ShieldIcon } from '../../components/icons';
import { HotlineList } from './hotline-list';
import { QUICK_EXIT_COPY } from './quick-exit-copy';
import styles from './safety-note.module.css';

/** Props of {@link SafetyNote}. */
export type TSafetyNoteProps = {
  locale: TLocale;
  /** The firm's longer tips (a page text), shown on request; none when the text is unavailable. */
  tips?: ReactNode;
};

/**
 * The note on browsing safely that goes with the Quick exit button, in plain sight: what the button does
 * (tap wording on touch screens, click-or-Escape wording elsewhere: chosen by CSS, so the cached page is
 * the same for everyone), what it cannot do (the history stays), how to clear the history and to use a
 * private window next time; beside it 911 and the national hotlines; then (in a disclosure that works
 * without JavaScript) the firm's longer tips.
 */
export function SafetyNote({ locale, tips }: TSafetyNoteProps) {
  const copy = QUICK_EXIT_COPY[locale];
  const headingId = useId();
  return (
    <section className={styles.note} aria-labelledby={headingId} data-slot="safety-note">
      <div className={`container ${styles.columns}`}>
        <div className={styles.noteBody}>
          <ShieldIcon size={28} className={styles.shield} />
          <div className={styles.noteText}>
            <h2 id={headingId} className={styles.noteHeading}>
              {copy.heading}
            </h2>
            <p>
              {copy.question} <span className={styles.touch}>{copy.touch}</span>
              <span className={styles.keys}>{copy.keys}</span>
            </p>
            <p>
              <strong>{copy.cannotLead}</strong> {copy.cannot}
            </p>
            <p>
              <strong>{copy.clearLead}</strong> {copy.clear}
            </p>
            {tips ? (
              <details className={styles.tips}>
                <summary>{copy.tips}</summary>
                {tips}
              </details>
            ) : null}
          </div>
        </div>
        <HotlineList locale={locale} />
      </div>
    </section>
  );
}
