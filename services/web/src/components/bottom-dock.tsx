import type { ReactNode } from 'react';
import styles from './bottom-dock.module.css';

/** Props of {@link BottomDock}. */
export type TBottomDockProps = {
  /** The controls at its right end (e.g. a chat button). */
  children?: ReactNode;
};

/**
 * The opaque bar along the bottom of the screen where the page's fixed controls live, so that none of
 * them ever floats over text: the page ends with as much room as the bar takes (the last line scrolls
 * clear of it) and a focused field scrolls above it. A control rendered elsewhere (earlier in the
 * keyboard order) may sit on its left end with `position: fixed` and the `--dock-height` token.
 */
export function BottomDock({ children }: TBottomDockProps) {
  return (
    <div className={styles.space} data-slot="bottom-dock">
      <div className={styles.bar} data-dock-bar="">
        {children}
      </div>
    </div>
  );
}
