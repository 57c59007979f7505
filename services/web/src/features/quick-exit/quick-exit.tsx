import type { TLocale } from '@firm/shared/i18n/locale';
import { ExitIcon } from '../../components/icons';
import { leaveSite } from './leave-site';
import { NEUTRAL_SITE } from './neutral-site';
import { QUICK_EXIT_COPY } from './quick-exit-copy';
import { useQuickExit } from './use-quick-exit';
import styles from './quick-exit.module.css';

/** Props of {@link QuickExitButton}. */
export type TQuickExitButtonProps = { locale: TLocale };

/**
 * The Quick exit button of the pages that victims of abuse and trafficking read, often on a shared phone:
 * fixed at the bottom left (within a thumb's reach, clear of the WhatsApp button on the right), always on
 * top. Before JavaScript runs it is a plain link to the neutral site in the same tab; once hydrated it
 * opens the neutral site in a new tab and closes or replaces this one ({@link leaveSite}), and Escape
 * pressed twice does the same. Put it first in the page, so it comes early in the keyboard order.
 */
export function QuickExitButton({ locale }: TQuickExitButtonProps) {
  const url = NEUTRAL_SITE[locale];
  useQuickExit(url);
  return (
    <a
      href={url}
      rel="noopener noreferrer"
      className={styles.button}
      data-quick-exit=""
      onClick={(event) => {
        // every click, with or without a modifier: a new tab would leave this page on screen
        event.preventDefault();
        leaveSite(url);
      }}
    >
      <ExitIcon className={styles.icon} />
      {QUICK_EXIT_COPY[locale].button}
    </a>
  );
}
