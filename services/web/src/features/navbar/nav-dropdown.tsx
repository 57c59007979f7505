import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ChevronIcon } from '../../components/icons';
import { NavEntryList } from './nav-entry-list';
import type { TNavDropdown } from './nav-items';
import styles from './nav-dropdown.module.css';

/** Props of {@link NavDropdown}. */
export type TNavDropdownProps = {
  item: TNavDropdown;
  locale: TLocale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const CLOSE_DELAY_MS = 150;

/**
 * A dropdown of the desktop bar (disclosure pattern): opens while hovered with a mouse, and by keyboard
 * with Enter/Space or ArrowDown on its button; Escape closes it and returns focus to the button; it also
 * closes when focus leaves it. Before the page's script runs, CSS opens it on hover and focus.
 */
export function NavDropdown({ item, locale, open, onOpenChange }: TNavDropdownProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  const menuId = `nav-menu-${item.id}`;

  const cancelClose = () => clearTimeout(closeTimer.current);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) openedByHover.current = true;
    onOpenChange(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closeTimer.current = setTimeout(() => onOpenChange(false), CLOSE_DELAY_MS);
  };
  const onClick = (event: MouseEvent) => {
    // A click right after hover-opening pins the menu instead of closing it under the pointer.
    if (event.detail > 0 && openedByHover.current && open) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    onOpenChange(!open);
  };
  const focusFirst = () =>
    requestAnimationFrame(() => menuRef.current?.querySelector<HTMLElement>('a')?.focus());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      onOpenChange(true);
      focusFirst();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null))
      onOpenChange(false);
  };
  const close = () => onOpenChange(false);

  return (
    // The item only hears what its button and menu do (hover, Escape, focus leaving): both are the
    // interactive elements, with their own roles and keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={styles.dropdown}
      data-open={open}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onClick}
      >
        {item.label}
        <ChevronIcon size={16} className={styles.chevron} />
      </button>
      <ul ref={menuRef} id={menuId} className={styles.menu}>
        <NavEntryList
          entries={item.items}
          locale={locale}
          classNames={{ group: styles.group, groupLabel: styles.groupLabel, link: styles.menuLink }}
          onNavigate={close}
        />
      </ul>
    </li>
  );
}
