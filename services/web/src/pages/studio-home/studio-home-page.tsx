import { getHref } from '@firm/shared/routes/route-map';
import {
  PAGED_COLLECTIONS,
  STUDIO_COLLECTION_PAGES,
  type TPagedCollection,
} from '@firm/shared/routes/studio-collection-routes';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import {
  STUDIO_COLLECTIONS,
  type TStudioCollection,
  type TStudioSamples,
} from '@firm/shared/studio/studio-collections';
import type { TPageModule } from '../../app/page-types';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { COLLECTION_DESCRIPTORS } from '../../features/studio/collections/collection-descriptors';
import { COPY } from './studio-home-copy';
import styles from './studio-home-page.module.css';

type TCard = { href: string; title: string; text: string };

const paged = (collection: TStudioCollection): collection is TPagedCollection =>
  collection in STUDIO_COLLECTION_PAGES;

/**
 * The content studio's home (issue 30): a card per section (articles, pages, media, each collection
 * with studio pages) and the sample tracker (`GET /api/staff/content/samples`): how many sample items
 * the site still shows, per collection, each linked to its editor; or that there are none.
 * A collection added to STUDIO_COLLECTION_PAGES gets its card and its links here on its own.
 */
export const page: TPageModule<TStudioSamples> = {
  loader: ({ staffApi }) => staffRead<TStudioSamples>(staffApi, STUDIO_ROUTES.samples),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data }) => {
    const copy = COPY[locale];
    const cards: TCard[] = [
      { href: getHref('staffPosts', locale), title: copy.posts, text: copy.postsText },
      { href: getHref('studioTexts', locale), title: copy.texts, text: copy.textsText },
      { href: getHref('studioMedia', locale), title: copy.media, text: copy.mediaText },
      ...PAGED_COLLECTIONS.map((collection) => {
        const words = COLLECTION_DESCRIPTORS[collection].words[locale];
        const href = getHref(STUDIO_COLLECTION_PAGES[collection].list, locale);
        return { href, title: words.heading, text: words.lead };
      }),
    ];
    const nameOf = (collection: TStudioCollection) =>
      paged(collection) ? COLLECTION_DESCRIPTORS[collection].words[locale].heading : collection;
    const withSamples = STUDIO_COLLECTIONS.filter((c) => (data.byCollection[c] ?? 0) > 0);
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        <section aria-labelledby="samples-heading" className={styles.samples} data-testid="samples">
          <h2 id="samples-heading">{copy.samples}</h2>
          <p data-testid="samples-total">
            {data.total > 0 ? copy.samplesTotal(data.total) : copy.noSamples}
          </p>
          {withSamples.map((collection) => (
            <div key={collection} data-testid={`samples-${collection}`}>
              <h3 className={styles.collection}>
                {copy.inCollection(nameOf(collection), data.byCollection[collection] ?? 0)}
              </h3>
              <ul className={styles.items}>
                {(data.items[collection] ?? []).map((item) => (
                  <li key={item.id}>
                    {paged(collection) ? (
                      <a
                        href={getHref(STUDIO_COLLECTION_PAGES[collection].item, locale, {
                          id: item.id,
                        })}
                      >
                        {item.label}
                      </a>
                    ) : (
                      item.label
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
        <h2 className={styles.sectionsHeading}>{copy.sections}</h2>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.href} className={styles.card}>
              <a href={card.href} className={styles.cardLink}>
                {card.title}
              </a>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </StaffPage>
    );
  },
};
