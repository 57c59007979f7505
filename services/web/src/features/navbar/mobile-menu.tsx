import { useEffect, useRef, useState } from 'react';
import { MOBILE_MENU_BREAKPOINT_PX } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import { BlogSearch } from '../../components/blog-search/blog-search';
import { ChevronIcon, CloseIcon, PhoneIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { PhoneLink } from '../../components/phone-link';
import { shellCopy } from '../../lib/copy/shell-copy';
import { LanguageSwitch } from './language-switch';
import { NavEntryList } from './nav-entry-list';
import type { TNavItem } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { useFocusTrap } from './use-focus-trap';
import styles from './mobile-menu.module.css';

/** Props of {@link MobileMenu}. */
export type TMobileMenuProps = {
  locale: TLocale;
  items: TNavItem[];
  /** The immigration line for CALL NOW, when known. */
  tel: string | null;
  onClose: () => void;
};

/**
 * The full-screen menu of narrow screens (under 1024 px): every item (dropdowns as expandable sections),
 * CALL NOW, the language switch and the blog search. A modal dialog: focus stays inside, Escape or the
 * close button closes it; it also closes when the window grows past the breakpoint.
 */
export function MobileMenu({ locale, items, tel, onClose }: TMobileMenuProps) {
  const copy = shellCopy(locale);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  useFocusTrap(dialogRef, true, onClose, closeRef);

  useEffect(() => {
    document.documentElement.classList.add('menu-open');
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`);
    const onChange = () => wide.matches && onClose();
    wide.addEventListener('change', onChange);
    return () => {
      document.documentElement.classList.remove('menu-open');
      wide.removeEventListener('change', onChange);
    };
  }, [onClose]);

  return (
    <div
      ref={dialogRef}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={copy.menu}
      className={styles.overlay}
    >
      <div className={styles.top}>
        <Logo locale={locale} tone="dark" />
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={copy.closeMenu}
        >
          <CloseIcon size={26} />
        </button>
      </div>
      <nav aria-label={copy.menu} className={styles.nav}>
        <ul className={styles.list}>
          {items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.href}>
                <NavLinkItem
                  item={item}
                  locale={locale}
                  className={styles.link}
                  onNavigate={onClose}
                />
              </li>
            ) : (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.section}
                  aria-expanded={expanded === item.id}
                  aria-controls={`mobile-${item.id}`}
                  onClick={() => setExpanded(expanded === item.id ? null : item.id)}
                >
                  {item.label}
                  <ChevronIcon size={20} className={styles.chevron} />
                </button>
                <ul
                  id={`mobile-${item.id}`}
                  className={styles.sublist}
                  hidden={expanded !== item.id}
                >
                  <NavEntryList
                    entries={item.items}
                    locale={locale}
                    classNames={{
                      groupLabel: styles.groupLabel,
                      groupList: styles.grouplist,
                      link: styles.sublink,
                    }}
                    onNavigate={onClose}
                  />
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className={styles.actions}>
        {tel ? (
          <PhoneLink tel={tel} track className={styles.call}>
            <PhoneIcon size={20} />
            {copy.callNow}
          </PhoneLink>
        ) : null}
        <LanguageSwitch locale={locale} className={styles.switch} onNavigate={onClose} />
      </div>
      <div className={styles.search}>
        <BlogSearch
          locale={locale}
          endpoint="blogSearch"
          label={copy.search}
          tone="dark"
          onNavigate={onClose}
        />
      </div>
    </div>
  );
}
