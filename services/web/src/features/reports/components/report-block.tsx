import type { ReactNode } from 'react';
import styles from './charts.module.css';

/** Props of {@link ReportBlock}. */
export type TReportBlockProps = {
  id: string;
  heading: string;
  /** One sentence on what the block counts. */
  about?: string;
  /** The CSV download of the block's table, and its words. */
  csv: { href: string; label: string };
  children: ReactNode;
};

/** One block of the reports: its heading, what it counts, its chart and table, and its CSV download. */
export function ReportBlock({ id, heading, about, csv, children }: TReportBlockProps) {
  return (
    <section className={styles.block} aria-labelledby={`${id}-heading`} data-block={id}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {about ? <p className={styles.about}>{about}</p> : null}
      {children}
      <p className={styles.download}>
        <a href={csv.href} download>
          {csv.label}
        </a>
      </p>
    </section>
  );
}
