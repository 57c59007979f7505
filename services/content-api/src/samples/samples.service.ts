import type { Pool } from '@firm/shared/server/db';
import {
  STUDIO_COLLECTIONS,
  type TPublicSamples,
  type TStudioCollection,
  type TStudioSamples,
} from '@firm/shared/studio/studio-collections';
import { isLiveSample } from '../documents/sample-state';
import { sampleRows } from '../documents/sample-state.repository';
import { publicIds } from '../item-collections/item-projection.repository';
import { SAMPLE_SOURCES, type TSampleSource } from './sample-sources';

type TLiveSample = { id: string; label: string };

// one after the other: a small pool is shared with the site's answers
async function liveSamples(
  pool: Pool,
  sources: readonly TSampleSource[],
): Promise<Map<TSampleSource, TLiveSample[]>> {
  const found = new Map<TSampleSource, TLiveSample[]>();
  for (const source of sources) {
    const rows = (await sampleRows(pool, source.kind)).filter(isLiveSample);
    found.set(
      source,
      rows
        .map((row) => ({ id: row.key, label: source.label(row.document) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'es')),
    );
  }
  return found;
}

/** What the site still shows of the shipped sample content (only what is live counts). */
export class SamplesService {
  constructor(
    private readonly pool: Pool,
    private readonly sources: readonly TSampleSource[] = SAMPLE_SOURCES,
  ) {}

  /** `GET /api/staff/content/samples`: the count per collection and each sample item. */
  async staff(): Promise<TStudioSamples> {
    const byCollection = Object.fromEntries(STUDIO_COLLECTIONS.map((c) => [c, 0])) as Record<
      TStudioCollection,
      number
    >;
    const items = Object.fromEntries(
      STUDIO_COLLECTIONS.map((c) => [c, [] as TLiveSample[]]),
    ) as Record<TStudioCollection, TLiveSample[]>;
    for (const [source, samples] of await liveSamples(this.pool, this.sources)) {
      byCollection[source.collection] += samples.length;
      items[source.collection].push(...samples);
    }
    const total = Object.values(byCollection).reduce((sum, n) => sum + n, 0);
    return { total, byCollection, items };
  }

  /** `GET /api/content/samples`: the public ids of the sample reviews and testimonials, and the total. */
  async public(): Promise<TPublicSamples> {
    const found = await liveSamples(this.pool, this.sources);
    const idsOf = async (collection: TStudioCollection): Promise<number[]> => {
      const ids: number[] = [];
      for (const [source, samples] of found) {
        if (source.collection !== collection || !source.table) continue;
        const byKey = await publicIds(
          this.pool,
          source.table,
          samples.map((s) => s.id),
        );
        ids.push(...byKey.values());
      }
      return ids.sort((a, b) => a - b);
    };
    let total = 0;
    for (const samples of found.values()) total += samples.length;
    return {
      total,
      reviews: await idsOf('reviews'),
      travel: await idsOf('travel'),
      giveaway: await idsOf('giveaway'),
      attorneyTestimonials: await idsOf('attorney-testimonials'),
    };
  }
}
