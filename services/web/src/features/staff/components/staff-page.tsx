import type { ReactNode } from 'react';
import styles from './staff-page.module.css';

/** Props of {@link StaffPage}. */
export type TStaffPageProps = {
  heading: string;
  lead?: string;
  /** narrow: one column of form (sign-in, password); wide: lists. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** A staff page's body: its one heading, an optional lead and the content, in a phone-first column. */
export function StaffPage({ heading, lead, width = 'wide', children }: TStaffPageProps) {
  return (
    <div className={`${styles.page} ${width === 'narrow' ? styles.narrow : ''}`}>
      <h1 className={styles.heading}>{heading}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
