import { getHref } from '@firm/shared/routes/route-map';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import type { TStudioPageList } from '@firm/shared/studio/studio-page';
import type { TPageModule } from '../../app/page-types';
import { FirmTime } from '../../features/staff/components/firm-time';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { StateBadge } from '../../features/studio/components/state-badge';
import lists from '../../features/studio/components/studio-table.module.css';
import { blockLabel } from '../../features/studio/page-text-copy';
import { pageTextName } from '../kit/page-text-pages';
import { COPY } from './studio-texts-copy';

/**
 * The content studio's page texts (issue 28 §4): every page of PAGE_TEXT_BLOCKS with its blocks, each
 * language's state and its last change, each linked to its editor.
 */
export const page: TPageModule<TStudioPageList> = {
  loader: ({ staffApi }) => staffRead<TStudioPageList>(staffApi, STUDIO_ROUTES.pages),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data }) => {
    const copy = COPY[locale];
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        <div className={lists.scroll}>
          <table className={lists.table}>
            <caption className="visually-hidden">{copy.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.page}</th>
                <th scope="col">{copy.blocks}</th>
                <th scope="col">{copy.state}</th>
                <th scope="col">{copy.changed}</th>
              </tr>
            </thead>
            <tbody>
              {data.pages.map((text) => (
                <tr key={text.key} data-testid={`text-${text.key}`}>
                  <td>
                    <a
                      href={getHref('studioText', locale, { key: text.key })}
                      className={lists.title}
                    >
                      {pageTextName(locale, text.key)}
                    </a>
                  </td>
                  <td>{text.block_names.map((block) => blockLabel(locale, block)).join(', ')}</td>
                  <td>
                    <div className={lists.states}>
                      <StateBadge locale={locale} lang="es" state={text.languages.es} />
                      <StateBadge locale={locale} lang="en" state={text.languages.en} />
                    </div>
                  </td>
                  <td>
                    <FirmTime iso={text.updated_at} locale={locale} format="short" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </StaffPage>
    );
  },
};
