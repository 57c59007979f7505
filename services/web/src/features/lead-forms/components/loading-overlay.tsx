import { createPortal } from 'react-dom';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import styles from './loading-overlay.module.css';

/** Props of {@link LoadingOverlay}. */
export type TLoadingOverlayProps = { locale: TLocale; visible: boolean };

/**
 * The full-page overlay shown while a form is being sent (SPEC §4). It only ever shows in the browser, so
 * it is portalled to the body, out of any positioned ancestor.
 */
export function LoadingOverlay({ locale, visible }: TLoadingOverlayProps) {
  if (!visible || typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t(locale, 'form.loading')}</span>
    </div>,
    document.body,
  );
}
