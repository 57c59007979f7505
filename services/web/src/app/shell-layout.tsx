import { Outlet, useLocation, useRouteLoaderData } from '../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { isStaffPath } from '@firm/shared/routes/staff-area';
import { BottomDock } from '../components/bottom-dock';
import { LeadFormSlot } from '../components/lead-form-slot';
import { SkipLink } from '../components/skip-link';
import { Footer } from '../features/footer/footer';
import { FooterLeadForm } from '../features/lead-forms/components/footer-lead-form';
import { FormPostContext } from '../features/lead-forms/hooks/form-post-context';
import { Navbar } from '../features/navbar/navbar';
import { WhatsappButton } from '../features/whatsapp/whatsapp-button';
import { shellCopy } from '../lib/copy/shell-copy';
import { SiteConfigContext } from '../lib/content/site-config-context';
import { SafePageContext } from '../lib/safe-page';
import type { TShellData } from './app-context';
import { PAGE_ROUTE_ID } from './app-context';
import { currentHead } from './current-head';
import { StaffFrameSlot } from './staff-frame-slot';
import type { TPageData } from './page-types';

/** Props of {@link ShellLayout}. */
export type TShellLayoutProps = { locale: TLocale; shell: TShellData };

const MAIN_ID = 'main';

/**
 * The frame of every public page (staff pages get the staff frame, but for the studio's previews of a
 * public page): skip link, navbar, `<main>` with the
 * page (a page with Quick exit renders the button first), footer (with the lead-form
 * region, left out on the thank-you pages) and the bottom dock with the WhatsApp button. The answer to a
 * form posted without JavaScript (page route's loader data) reaches the page's forms and the footer form
 * through `FormPostContext`; whether the page has Quick exit, through `SafePageContext`.
 */
export function ShellLayout({ locale, shell }: TShellLayoutProps) {
  const { pathname } = useLocation();
  const page = useRouteLoaderData(PAGE_ROUTE_ID) as TPageData | undefined;
  const head = currentHead(page, shell);
  if (isStaffPath(pathname) && head?.publicFrame !== true) {
    // The staff area has a frame of its own: nothing of the public site's navigation or forms.
    return (
      <FormPostContext value={page?.formPost ?? null}>
        <StaffFrameSlot
          locale={locale}
          staff={shell.staff}
          csrfToken={shell.csrfToken}
          mainId={MAIN_ID}
          samples={shell.samples?.total ?? null}
        >
          <Outlet />
        </StaffFrameSlot>
      </FormPostContext>
    );
  }

  const quickExit = head?.quickExit === true;
  const whatsapp = shell.siteConfig?.whatsapp;
  return (
    <FormPostContext value={page?.formPost ?? null}>
      <SafePageContext value={quickExit}>
        <SiteConfigContext value={shell.siteConfig}>
          <SkipLink targetId={MAIN_ID} label={shellCopy(locale).skipToContent} />
          <Navbar locale={locale} categories={shell.categories} siteConfig={shell.siteConfig} />
          <main id={MAIN_ID} tabIndex={-1}>
            <Outlet />
          </main>
          <Footer
            locale={locale}
            siteConfig={shell.siteConfig}
            year={shell.year}
            leadForm={
              head?.footerForm === false ? null : (
                <LeadFormSlot locale={locale}>
                  <FooterLeadForm locale={locale} />
                </LeadFormSlot>
              )
            }
          />
          {quickExit || whatsapp?.number ? (
            <BottomDock>
              <WhatsappButton locale={locale} whatsapp={whatsapp} />
            </BottomDock>
          ) : null}
        </SiteConfigContext>
      </SafePageContext>
    </FormPostContext>
  );
}
