import type { ReactNode } from 'react';
import styles from './staff-lead-page.module.css';

/** A titled part of the lead page. */
export function LeadCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The anti-forgery token and the action of a form posted to the lead page (the edge forwards it). */
export function FormHidden({ token, action }: { token: string; action: string }) {
  return (
    <>
      <input type="hidden" name="_token" value={token} />
      <input type="hidden" name="action" value={action} />
    </>
  );
}
