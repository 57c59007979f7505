import { Link } from '../lib/site-router';
import type { TCrumb } from '../lib/page-head';
import styles from './breadcrumb.module.css';

/** Props of {@link Breadcrumb}. */
export type TBreadcrumbProps = { trail: TCrumb[]; label: string };

/** The breadcrumb trail of a page (the same trail feeds the BreadcrumbList JSON-LD). */
export function Breadcrumb({ trail, label }: TBreadcrumbProps) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href && index < trail.length - 1 ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
