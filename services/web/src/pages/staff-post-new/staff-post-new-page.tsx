import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { emptyStudioPost, type TStudioPostChoices } from '@firm/shared/studio/studio-post';
import type { TPageModule } from '../../app/page-types';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { PostEditor } from '../../features/studio/components/post-editor';
import { postEditorHrefs } from '../kit/post-editor-hrefs';
import { COPY } from './staff-post-new-copy';

/**
 * A new article: the editor with an empty article. Nothing is created by opening the page; the first
 * save (by hand or on its own) creates the draft and the address becomes the article's own page.
 */
export const page: TPageModule<{ choices: TStudioPostChoices }> = {
  loader: async ({ staffApi }) => ({
    choices: await staffRead<TStudioPostChoices>(staffApi, STUDIO_ROUTES.postChoices),
  }),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell, data }) => (
    <StaffPage heading={COPY[locale].heading} lead={COPY[locale].lead}>
      <PostEditor
        locale={locale}
        csrfToken={shell.csrfToken}
        post={null}
        empty={emptyStudioPost()}
        choices={data.choices}
        hrefs={postEditorHrefs(locale)}
      />
    </StaffPage>
  ),
};
