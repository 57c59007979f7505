import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from '../../lib/site-router';
import { HEADER_SCROLL_THRESHOLD_PX } from '@firm/shared/constants';
import type { TCategory } from '@firm/shared/content/category';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { MenuIcon, PhoneIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { PhoneLink } from '../../components/phone-link';
import { shellCopy } from '../../lib/copy/shell-copy';
import { PHONE_IDS, phoneById } from '../../lib/content/site-config';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { buildNavItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { useScrolled } from './use-scrolled';
import styles from './navbar.module.css';

/** Props of {@link Navbar}. */
export type TNavbarProps = {
  locale: TLocale;
  categories: TCategory[];
  siteConfig: TSiteConfig | null;
};

/**
 * The navigation bar of every page (SPEC §2): logo, the items with their dropdowns (1024 px and wider),
 * CALL NOW, the language switch, and the hamburger that opens the full-screen menu below 1024 px. The bar
 * turns compact with a shadow once the page is scrolled past 50 px.
 */
export function Navbar({ locale, categories, siteConfig }: TNavbarProps) {
  const copy = shellCopy(locale);
  const items = useMemo(
    () => buildNavItems(locale, categories, siteConfig),
    [locale, categories, siteConfig],
  );
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const [openId, setOpenId] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const tel = phoneById(siteConfig, PHONE_IDS.immigration)?.tel ?? null;

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    setOpenId(null);
    setMenuOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    requestAnimationFrame(() => hamburgerRef.current?.focus());
  }, []);

  return (
    <header
      className={styles.header}
      data-scrolled={scrolled}
      data-enhanced={enhanced ? 'true' : undefined}
      data-testid="site-header"
    >
      <div className={`container ${styles.bar}`}>
        <Logo locale={locale} />
        <nav ref={navRef} aria-label={copy.mainNav} className={styles.desktopNav}>
          <ul className={styles.items}>
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.href}>
                  <NavLinkItem item={item} locale={locale} className={styles.topLink} />
                </li>
              ) : (
                <NavDropdown
                  key={item.id}
                  item={item}
                  locale={locale}
                  open={openId === item.id}
                  onOpenChange={(open) =>
                    setOpenId((current) => (open ? item.id : current === item.id ? null : current))
                  }
                />
              ),
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          {tel ? (
            <PhoneLink tel={tel} track className={styles.call}>
              <PhoneIcon size={18} />
              <span className={styles.callText}>{copy.callNow}</span>
            </PhoneLink>
          ) : null}
          <LanguageSwitch locale={locale} className={styles.switch} />
          <button
            ref={hamburgerRef}
            type="button"
            className={styles.hamburger}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'mobile-menu' : undefined}
            aria-label={copy.openMenu}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={26} />
          </button>
        </div>
      </div>
      {menuOpen ? <MobileMenu locale={locale} items={items} tel={tel} onClose={closeMenu} /> : null}
    </header>
  );
}
