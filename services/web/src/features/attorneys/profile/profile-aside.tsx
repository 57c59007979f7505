import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './attorney-profile-page.module.css';

/** Props of {@link ProfileAside}. */
export type TProfileAsideProps = { heading: string; children: ReactNode };

/** One of the profile's side panels (practice areas, associations, social media): a titled card. */
export function ProfileAside({ heading, children }: TProfileAsideProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.aside}>
      <h2 id={headingId} className={styles.asideHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
