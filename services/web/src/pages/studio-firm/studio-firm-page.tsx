import { studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioFirm } from '@firm/shared/studio/studio-firm';
import type { TPageModule } from '../../app/page-types';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { FirmEditor } from '../../features/studio/firm/firm-editor';
import { FirmFooterPreview } from './firm-footer-preview';
import { COPY } from './studio-firm-copy';

/** The firm's facts in the editor (admins only): the head revision as the loader read it. */
export const page: TPageModule<TStudioFirm> = {
  loader: async ({ staffApi }) => staffRead<TStudioFirm>(staffApi, studioUrl('firm')),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell, data }) => (
    <StaffPage heading={COPY[locale].heading} lead={COPY[locale].lead}>
      <FirmEditor
        locale={locale}
        csrfToken={shell.csrfToken}
        firm={data}
        preview={(doc, valid) => <FirmFooterPreview locale={locale} doc={doc} valid={valid} />}
      />
    </StaffPage>
  ),
};
