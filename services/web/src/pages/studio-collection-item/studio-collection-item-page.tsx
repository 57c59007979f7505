import { getHref } from '@firm/shared/routes/route-map';
import { collectionUrl } from '@firm/shared/routes/studio-paths';
import type { TPageModule } from '../../app/page-types';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { CollectionEditor } from '../../features/studio/components/collection-editor';
import {
  collectionDocumentOf,
  type TCollectionItem,
} from '../../features/studio/hooks/use-collection-editor';
import { collectionOf } from '../kit/studio-collection-of';
import { COLLECTION_PREVIEWS } from './collection-previews';

type TItemData = { item: TCollectionItem | null };

/**
 * A collection's item in the generic editor (issue 30 §1), or a new one on the new-item route
 * (nothing is created by opening it: the first save creates the draft and the address becomes the
 * item's). Every collection's item and new-item routes render this page (app/page-file.ts).
 */
export const page: TPageModule<TItemData> = {
  loader: async ({ match, staffApi }) => {
    const { collection, kind } = collectionOf(match);
    if (kind !== 'item') return { item: null };
    const id = match.params['id'] ?? '';
    return {
      item: await staffRead<TCollectionItem>(staffApi, collectionUrl(collection, 'item', { id })),
    };
  },
  head: ({ match, locale, data }) => {
    const { descriptor } = collectionOf(match);
    const words = descriptor.words[locale];
    const title = data.item
      ? words.itemHeading(descriptor.labelOf(collectionDocumentOf(descriptor, data.item)))
      : words.newHeading;
    return staffHead({ title, description: words.lead });
  },
  Page: ({ match, locale, shell, data, head }) => {
    const { descriptor, routes } = collectionOf(match);
    return (
      <StaffPage heading={head.title}>
        <CollectionEditor
          locale={locale}
          csrfToken={shell.csrfToken}
          descriptor={descriptor}
          item={data.item}
          hrefs={{
            list: getHref(routes.list, locale),
            page: (id) => getHref(routes.item, locale, { id }),
          }}
          preview={(answer, lang, sample) =>
            COLLECTION_PREVIEWS[descriptor.collection](answer, lang, sample)
          }
        />
      </StaffPage>
    );
  },
};
