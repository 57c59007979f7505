import { useId } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { PhoneIcon } from '../../components/icons';
import { HOTLINE_COPY } from './quick-exit-copy';
import { HOTLINES, hotlineTextHref } from './hotlines';
import styles from './safety-note.module.css';

/** Props of {@link HotlineList}. */
export type THotlineListProps = { locale: TLocale };

/**
 * 911 and the national hotlines, in the open (never folded away): each number a tap-to-call link, and
 * the text-message line where there is one.
 */
export function HotlineList({ locale }: THotlineListProps) {
  const copy = HOTLINE_COPY[locale];
  const headingId = useId();
  return (
    <section className={styles.hotlines} aria-labelledby={headingId} data-slot="hotlines">
      <h3 id={headingId} className={styles.hotlinesHeading}>
        {copy.heading}
      </h3>
      <ul className={styles.hotlineList}>
        {HOTLINES.map((line) => (
          <li key={line.id}>
            <span className={styles.hotlineName}>{copy[line.id]}</span>
            <a href={`tel:${line.tel}`} className={styles.hotlineCall}>
              <PhoneIcon size={18} />
              {copy.call(line.display)}
            </a>
            {line.text ? (
              <a href={hotlineTextHref(line.text)} className={styles.hotlineText}>
                {line.text.word
                  ? copy.textWord(line.text.word, line.text.to)
                  : copy.text(line.text.to)}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <p className={styles.hotlineNote}>{copy.note}</p>
    </section>
  );
}
