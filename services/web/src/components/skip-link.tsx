import styles from './skip-link.module.css';

/** Props of {@link SkipLink}. */
export type TSkipLinkProps = { targetId: string; label: string };

/** The first focusable element of every page: jumps over the navigation to the main content. */
export function SkipLink({ targetId, label }: TSkipLinkProps) {
  return (
    <a className={styles.skip} href={`#${targetId}`}>
      {label}
    </a>
  );
}
