import type { ReactNode } from 'react';
import type { TCrumb } from '../lib/page-head';
import { Breadcrumb } from './breadcrumb';
import styles from './page-header.module.css';

/** Props of {@link PageHeader}. */
export type TPageHeaderProps = {
  heading: string;
  trail: TCrumb[];
  breadcrumbLabel: string;
  /** A short line under the heading. */
  lead?: string;
  children?: ReactNode;
};

/** The banner at the top of an inner page: breadcrumb, the page's one `<h1>`, an optional lead line. */
export function PageHeader({ heading, trail, breadcrumbLabel, lead, children }: TPageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className="container">
        <Breadcrumb trail={trail} label={breadcrumbLabel} />
        <h1 className={styles.heading}>{heading}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
