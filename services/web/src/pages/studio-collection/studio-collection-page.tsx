import { getHref } from '@firm/shared/routes/route-map';
import { collectionUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioListItem } from '@firm/shared/studio/studio-collections';
import type { TPageModule } from '../../app/page-types';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { CollectionList } from '../../features/studio/components/collection-list';
import { collectionOf } from '../kit/studio-collection-of';
import styles from './studio-collection-page.module.css';

type TListData = { items: TStudioListItem[] };

/**
 * A collection of the studio (issue 30 §1) — reviews, testimonials, lives, categories: its items in
 * the site's order with their badges, up/down for the ordered ones, and the way to add one. Every
 * collection's list route renders this page (app/page-file.ts); the route says which collection.
 */
export const page: TPageModule<TListData> = {
  loader: ({ match, staffApi }) =>
    staffRead<TListData>(staffApi, collectionUrl(collectionOf(match).collection, 'list')),
  head: ({ match, locale }) => {
    const words = collectionOf(match).descriptor.words[locale];
    return staffHead({ title: words.heading, description: words.lead });
  },
  Page: ({ match, locale, shell, data }) => {
    const { collection, descriptor, routes } = collectionOf(match);
    const words = descriptor.words[locale];
    return (
      <StaffPage heading={words.heading} lead={words.lead}>
        <p>
          <a className={styles.add} href={getHref(routes.new, locale)}>
            {words.add}
          </a>
        </p>
        <CollectionList
          locale={locale}
          csrfToken={shell.csrfToken}
          collection={collection}
          heading={words.heading}
          items={data.items}
          hrefOf={(item) => getHref(routes.item, locale, { id: item.id })}
        />
      </StaffPage>
    );
  },
};
