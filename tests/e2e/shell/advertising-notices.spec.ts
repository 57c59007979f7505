import { expect, test } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { siteConfigFile } from '../../support/site-config-file';
import { gotoHydrated } from '../support/hydrated';

// The attorney-advertising notices (Texas Rule 7.02, DC Court of Appeals Rule 49), written as a reader
// should find them, from the facts of infra/content/site-config.json.
const config = siteConfigFile();
const NOTICE = {
  es: {
    responsible: (name: string, state: string, office: string) =>
      `Responsable del contenido de este sitio: ${name}, con licencia para ejercer la abogacía en ${state}. Oficina principal: ${office}.`,
  },
  en: {
    responsible: (name: string, state: string, office: string) =>
      `Attorney responsible for this site: ${name}, licensed in ${state}. Principal office: ${office}.`,
  },
} as const;

for (const locale of ['es', 'en'] as const) {
  const office = (id: string) => {
    const found = config.offices.find((o) => o.id === id);
    if (!found) throw new Error(`no office ${id}`);
    return found;
  };
  const dc = office('washington-dc');
  const elPaso = office('el-paso');
  const dcNotice = locale === 'en' ? dc.notice_en : dc.notice_es;
  const name = (o: typeof dc) => (locale === 'en' ? o.name_en : o.name_es);

  test(`When a ${locale} page's footer is read, then it names the attorney responsible for the site, where she is licensed and the principal office`, async ({
    page,
  }) => {
    await gotoHydrated(page, getHref('home', locale));
    const { name: attorney, admitted_in, office_id } = config.responsible_attorney;
    await expect(page.locator('footer').getByTestId('responsible-attorney')).toHaveText(
      NOTICE[locale].responsible(attorney, admitted_in, name(office(office_id))),
    );
  });

  test(`When the ${locale} footer and contact page list the offices, then the Washington, DC office carries its practice-limited notice and El Paso none`, async ({
    page,
  }) => {
    expect(dcNotice).toMatch(/federal/);
    await gotoHydrated(page, getHref('contact', locale));
    const footerOffice = (o: typeof dc) =>
      page.locator('footer address').filter({ hasText: o.street });
    await expect(footerOffice(dc)).toContainText(dcNotice ?? '');
    await expect(footerOffice(elPaso)).not.toContainText(dcNotice ?? '');
    const contactOffice = (o: typeof dc) =>
      page.locator('main li').filter({ has: page.getByRole('heading', { name: name(o) }) });
    await expect(contactOffice(dc)).toContainText(dcNotice ?? '');
    await expect(contactOffice(elPaso)).not.toContainText(dcNotice ?? '');
  });
}
