import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '../../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { otherLocale } from '@firm/shared/i18n/locale';
import { getHref, matchRoute } from '@firm/shared/routes/route-map';
import { QUEUE_DASHBOARD_PATH, STAFF_SIGN_OUT_PATH } from '@firm/shared/routes/staff-paths';
import { switchLanguagePath } from '@firm/shared/routes/switch-language';
import type { TStaffIdentity } from '@firm/shared/staff/staff-identity';
import { roleAllows } from '@firm/shared/staff/staff-policy';
import { SkipLink } from '../../../components/skip-link';
import { STAFF_COPY } from '../staff-copy';
import styles from './staff-frame.module.css';

/** Props of {@link StaffFrame}. */
export type TStaffFrameProps = {
  locale: TLocale;
  staff: TStaffIdentity | null;
  csrfToken: string;
  mainId: string;
  /**
   * How many sample items the site still shows (issue 30 §3): editors and admins see a yellow band
   * with the count, a link to the studio's home (its sample tracker), until the last one is replaced;
   * 0 or null, no band.
   */
  samples?: number | null;
  children: ReactNode;
};

type TNavItem = { href: string; label: string; current: boolean };

/**
 * The frame of the staff pages: no public navbar, footer or WhatsApp button; the member's name, the
 * staff navigation (intake sees the leads; editors the studio's articles, pages and media; admins
 * both, and also routing, accounts and the queue dashboard), the language switch and the
 * sign-out button (a POST with the anti-forgery token). Links are full page loads: the edge checks the
 * session before every staff page.
 */
export function StaffFrame({
  locale,
  staff,
  csrfToken,
  mainId,
  samples = null,
  children,
}: TStaffFrameProps) {
  const { pathname, search } = useLocation();
  const copy = STAFF_COPY[locale];
  // marks the header once the page's scripts run, as the public navbar does (tests wait for it)
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // a place is current on its own pages too (an article's editor is in Articles)
  const item = (href: string, label: string, section = false): TNavItem => ({
    href,
    label,
    current: pathname === href || (section && pathname.startsWith(`${href}/`)),
  });
  const items: TNavItem[] = staff
    ? [
        item(getHref('staffHome', locale), copy.home),
        // an editor works on content only: no lead page in the navigation
        ...(roleAllows(staff.role, 'intake')
          ? [
              item(getHref('staffLeads', locale), copy.leads),
              item(getHref('socialMediaForm', 'es'), copy.socialMedia),
              item(getHref('staffReports', locale), copy.reports),
            ]
          : []),
        // the content studio's three places: editors and admins
        ...(roleAllows(staff.role, 'editor')
          ? [
              item(getHref('studioHome', locale), copy.content),
              item(getHref('staffPosts', locale), copy.posts, true),
              item(getHref('studioTexts', locale), copy.texts, true),
              item(getHref('studioMedia', locale), copy.media, true),
            ]
          : []),
        ...(staff.role === 'admin'
          ? [
              item(getHref('studioFirm', locale), copy.firm),
              item(getHref('staffRouting', locale), copy.routing),
              item(getHref('staffAssignment', locale), copy.assignment),
              item(getHref('staffPrivacy', locale), copy.privacy),
              item(getHref('staffAccounts', locale), copy.accounts),
              item(getHref('staffStatus', locale), copy.status),
              item(QUEUE_DASHBOARD_PATH, copy.queues),
            ]
          : []),
        item(getHref('staffPassword', locale), copy.password),
      ]
    : [];
  const other = otherLocale(locale);
  const switchTo = switchLanguagePath(pathname);
  // the sign-in page keeps its return path in the other language too
  const keepsQuery = matchRoute(pathname)?.id === 'staffSignIn';
  return (
    <>
      <SkipLink targetId={mainId} label={copy.skipToContent} />
      <header className={styles.header} data-enhanced={enhanced ? 'true' : undefined}>
        <div className={styles.bar}>
          <a className={styles.brand} href={getHref(staff ? 'staffHome' : 'staffSignIn', locale)}>
            {copy.brand}
          </a>
          <a
            className={styles.switch}
            href={switchTo + (keepsQuery ? search : '')}
            hrefLang={other}
            lang={other}
          >
            {copy.switchLanguage}
            <span className="visually-hidden"> – {copy.switchLanguageLabel}</span>
          </a>
          {staff ? (
            <form method="post" action={STAFF_SIGN_OUT_PATH} className={styles.signOut}>
              <input type="hidden" name="_token" value={csrfToken} />
              <input type="hidden" name="lang" value={locale} />
              <span className={styles.who}>{copy.signedInAs(staff.name || staff.email)}</span>
              <button type="submit" className={styles.signOutButton}>
                {copy.signOut}
              </button>
            </form>
          ) : null}
        </div>
        {items.length ? (
          <nav aria-label={copy.navLabel} className={styles.nav}>
            <ul>
              {items.map((entry) => (
                <li key={entry.href}>
                  <a href={entry.href} aria-current={entry.current ? 'page' : undefined}>
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {staff && roleAllows(staff.role, 'editor') && samples ? (
          <p className={styles.samples} data-samples={samples}>
            {/* the whole band leads to the studio's home, where each sample item is linked */}
            <a href={getHref('studioHome', locale)} className={styles.samplesLink}>
              {copy.samplesBand(samples)}
            </a>
          </p>
        ) : null}
      </header>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}
