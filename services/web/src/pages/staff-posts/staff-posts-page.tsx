import { getHref } from '@firm/shared/routes/route-map';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import type { TStudioPostListItem } from '@firm/shared/studio/studio-post';
import type { TPageModule } from '../../app/page-types';
import { FirmTime } from '../../features/staff/components/firm-time';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { StateBadge } from '../../features/studio/components/state-badge';
import { COPY } from './staff-posts-copy';
import lists from '../../features/studio/components/studio-table.module.css';
import styles from './staff-posts-page.module.css';

type TPostsData = { posts: TStudioPostListItem[] };

/**
 * The content studio's articles (issue 28 §3): each one's title and state in both languages (a
 * scheduled language with its date and hour on the firm's clock), its last change and who made it,
 * and the way to write a new one.
 */
export const page: TPageModule<TPostsData> = {
  loader: ({ staffApi }) => staffRead<TPostsData>(staffApi, STUDIO_ROUTES.posts),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data }) => {
    const copy = COPY[locale];
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        <p>
          <a className={styles.newPost} href={getHref('staffPostNew', locale)}>
            {copy.newPost}
          </a>
        </p>
        {data.posts.length === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <div className={lists.scroll}>
            <table className={lists.table}>
              <caption className="visually-hidden">{copy.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.titleEs}</th>
                  <th scope="col">{copy.titleEn}</th>
                  <th scope="col">{copy.state}</th>
                  <th scope="col">{copy.changed}</th>
                  <th scope="col">{copy.by}</th>
                </tr>
              </thead>
              <tbody>
                {data.posts.map((post) => {
                  const href = getHref('staffPost', locale, { id: String(post.id) });
                  return (
                    <tr key={post.id}>
                      <td>
                        <a href={href} lang="es" className={lists.title}>
                          {post.titulo_es || copy.untitled}
                        </a>
                      </td>
                      <td lang="en" data-label={copy.titleEn}>
                        {post.titulo_en || copy.untitled}
                      </td>
                      <td>
                        <div className={lists.states}>
                          <StateBadge locale={locale} lang="es" state={post.languages.es} />
                          <StateBadge locale={locale} lang="en" state={post.languages.en} />
                        </div>
                      </td>
                      <td>
                        <FirmTime iso={post.updated_at} locale={locale} format="short" />
                      </td>
                      <td>{post.updated_by?.name ?? copy.theImport}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </StaffPage>
    );
  },
};
