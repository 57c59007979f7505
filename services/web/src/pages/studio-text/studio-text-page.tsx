import { PAGE_TEXT_NAME } from '@firm/shared/content/page-text-blocks';
import { getHref } from '@firm/shared/routes/route-map';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioPage } from '@firm/shared/studio/studio-page';
import type { TPageModule } from '../../app/page-types';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { PageTextEditor } from '../../features/studio/components/page-text-editor';
import { notFound } from '../../lib/http-status';
import { pageTextName, pageTextSiteHref } from '../kit/page-text-pages';
import { COPY } from './studio-text-copy';

/** A page's texts in the editor: the head revision as the loader read it. */
export const page: TPageModule<TStudioPage> = {
  loader: async ({ match, staffApi }) => {
    const key = match.params['key'] ?? '';
    if (!PAGE_TEXT_NAME.test(key)) notFound();
    return staffRead<TStudioPage>(staffApi, studioUrl('page', { key }));
  },
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell, data }) => (
    <StaffPage
      heading={COPY[locale].heading(pageTextName(locale, data.key))}
      lead={COPY[locale].lead}
    >
      <PageTextEditor
        locale={locale}
        csrfToken={shell.csrfToken}
        page={data}
        hrefs={{
          list: getHref('studioTexts', locale),
          site: pageTextSiteHref(locale, data.key),
          preview: (lang) => getHref('studioTextPreview', lang, { key: data.key }),
        }}
      />
    </StaffPage>
  ),
};
