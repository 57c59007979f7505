import { NavLink } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TNavGroup, TNavLink } from './nav-items';
import { NavLinkItem } from './nav-link-item';

/** Class names of the elements {@link NavEntryList} renders; a missing one leaves the element unstyled. */
export type TNavEntryClassNames = {
  /** The `<li>` of a group. */
  group?: string;
  /** A group's label, link or plain text. */
  groupLabel?: string;
  /** The nested `<ul>` of a group's links. */
  groupList?: string;
  /** Every link entry, inside a group or not. */
  link?: string;
};

/** Props of {@link NavEntryList}. */
export type TNavEntryListProps = {
  entries: (TNavLink | TNavGroup)[];
  locale: TLocale;
  classNames: TNavEntryClassNames;
  /** Called when any of the entries' links is followed (closes the menu). */
  onNavigate: () => void;
};

/**
 * The `<li>` entries of a menu list (the caller renders the surrounding `<ul>`): a link, or a group with
 * its label (a link when the group has an `href`) and a nested list of links named by that label.
 */
export function NavEntryList({ entries, locale, classNames, onNavigate }: TNavEntryListProps) {
  const linkEntry = (item: TNavLink) => (
    <li key={item.href}>
      <NavLinkItem
        item={item}
        locale={locale}
        className={classNames.link}
        onNavigate={onNavigate}
      />
    </li>
  );

  return (
    <>
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <li key={entry.label} className={classNames.group}>
            {entry.href ? (
              <NavLink to={entry.href} end className={classNames.groupLabel} onClick={onNavigate}>
                {entry.label}
              </NavLink>
            ) : (
              <span className={classNames.groupLabel}>{entry.label}</span>
            )}
            <ul className={classNames.groupList} aria-label={entry.label}>
              {entry.items.map(linkEntry)}
            </ul>
          </li>
        ) : (
          linkEntry(entry)
        ),
      )}
    </>
  );
}
