import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import {
  emptyStudioPost,
  type TStudioPost,
  type TStudioPostChoices,
} from '@firm/shared/studio/studio-post';
import type { TPageModule } from '../../app/page-types';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { PostEditor } from '../../features/studio/components/post-editor';
import { notFound } from '../../lib/http-status';
import { postEditorHrefs } from '../kit/post-editor-hrefs';
import { COPY } from './staff-post-copy';

type TPostData = { post: TStudioPost; choices: TStudioPostChoices };

/** An article in the editor: its head revision as the loader read it, and what it may name. */
export const page: TPageModule<TPostData> = {
  loader: async ({ match, staffApi }) => {
    const id = match.params['id'] ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
    const [post, choices] = await Promise.all([
      staffRead<TStudioPost>(staffApi, studioUrl('post', { id })),
      staffRead<TStudioPostChoices>(staffApi, STUDIO_ROUTES.postChoices),
    ]);
    return { post, choices };
  },
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell, data }) => {
    const title =
      (locale === 'en' ? data.post.en.titulo : data.post.es.titulo) || data.post.es.titulo;
    return (
      <StaffPage heading={title || COPY[locale].untitled} lead={COPY[locale].lead}>
        <PostEditor
          locale={locale}
          csrfToken={shell.csrfToken}
          post={data.post}
          empty={emptyStudioPost()}
          choices={data.choices}
          hrefs={postEditorHrefs(locale)}
        />
      </StaffPage>
    );
  },
};
