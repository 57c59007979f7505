import { z } from 'zod';
import type { TLocale } from '@firm/shared/i18n/locale';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import {
  ZStudioAttorneyDocumentSchema,
  ZStudioBarAdmissionSchema,
  ZStudioOrderSchema,
  type TStudioAttorneyDocument,
  type TStudioListItem,
} from '@firm/shared/studio/studio-collections';
import type { TStudioDocumentMeta } from '@firm/shared/studio/studio-state';
import { bumpContentVersion } from '../content/import.repository';
import { loadAttorneys } from '../content/load-attorneys';
import { insertAudit } from '../documents/audit.repository';
import { deleteItem, listItems } from '../documents/documents.repository';
import { isSample } from '../documents/sample-state';
import { sampleRows } from '../documents/sample-state.repository';
import { orderPublicRows } from '../item-collections/item-projection.repository';
import { placeLast, positionsOf, savePositions } from '../item-collections/positions.repository';
import type { DocumentsService } from '../documents/documents.service';
import { statesOfKind } from '../documents/states.repository';
import { statesByLang } from '../documents/document-publishing';
import type { MediaService } from '../media/media.service';
import { StudioCollection, type TStudioContext } from '../studio/studio-collection';
import { parseStudioBody, problem, throwProblems } from '../studio/studio-errors';
import { assertWithdrawable } from './attorney-checks';
import { ATTORNEY_KIND } from './attorney-kind';
import {
  attorneyKeyTaken,
  deleteAttorneyRow,
  dropSlugRedirectsOf,
  findAttorneyRow,
} from './attorney-projection.repository';
import { previewAttorney } from './attorney-preview';

/**
 * An attorney as the editor sends it: the contract's document, except that a missing bar admission
 * is the editor's problem to fix (said in words by the checks) rather than a malformed request.
 */
const ZAttorneyInputSchema = ZStudioAttorneyDocumentSchema.extend({
  bar_admissions: z.array(ZStudioBarAdmissionSchema),
});
const ZAttorneySaveSchema = ZAttorneyInputSchema.extend({ baseRevision: z.number().int() });

/** An attorney's answer: the document, its key and its state. */
export type TStudioAttorney = TStudioAttorneyDocument &
  TStudioDocumentMeta & {
    id: string;
    sample: boolean;
    has_sample: boolean;
    position: number | null;
  };

/** A new attorney's key: the slug it is created with (numbered when taken); it never changes. */
async function newKey(pool: Pool, slug: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const key = n === 1 ? slug : `${slug}-${n}`;
    if (!(await attorneyKeyTaken(pool, key))) return key;
  }
}

/** The attorney the folder ships under `key`, or null. */
function sampleAttorney(contentDir: string, key: string): TStudioAttorneyDocument | null {
  return loadAttorneys(contentDir, []).find((a) => a.slug === key)?.document ?? null;
}

/**
 * The studio's attorneys (`/api/staff/content/attorneys`): the engine's verbs, plus the team page's
 * order and deletion. Taking an attorney off the site (unpublish or delete) is refused while articles
 * name her or him as author or the firm's facts name her or him.
 */
export class AttorneysCollection extends StudioCollection<
  TStudioAttorneyDocument,
  TStudioAttorney
> {
  private readonly db: Pool;
  private readonly engine: DocumentsService;

  constructor(
    pool: Pool,
    documents: DocumentsService,
    media: MediaService,
    private readonly deps: { contentDir: string },
  ) {
    super(pool, documents, {
      kind: ATTORNEY_KIND,
      saveSchema: ZAttorneySaveSchema,
      notFound: 'attorneyNotFound',
      present: (key, document, meta) => ({
        id: key,
        ...document,
        ...meta,
        // filled by get(): whether it is still the sample, has one to restore, and its place
        sample: false,
        has_sample: false,
        position: null,
      }),
      listItem: () => undefined,
      preview: (_key, document) => previewAttorney(pool, media, document),
      sample: async (key) => sampleAttorney(deps.contentDir, key),
      // the key comes from the slug: see create()
      create: { schema: ZAttorneyInputSchema, document: (input) => input, newKey: async () => '' },
    });
    this.db = pool;
    this.engine = documents;
  }

  /** A new attorney (`POST`, a draft); its key is its slug (numbered when taken) and never changes. */
  override async create(body: unknown, context: TStudioContext): Promise<TStudioAttorney> {
    const input = parseStudioBody(context.locale, ZAttorneyInputSchema, body);
    const key = await newKey(this.db, input.slug);
    await this.engine.create(ATTORNEY_KIND, key, input, context.actor, context.locale);
    await placeLast(this.db, ATTORNEY_KIND.kind, key);
    return this.get(key, context);
  }

  /** Each attorney's place on the team page and whether it is still the sample (documents/sample-state.ts). */
  private async places(): Promise<Map<string, { sample: boolean; position: number | null }>> {
    const [samples, positions] = await Promise.all([
      sampleRows(this.db, ATTORNEY_KIND.kind),
      positionsOf(this.db, ATTORNEY_KIND.kind),
    ]);
    return new Map(
      samples.map((row) => [
        row.key,
        { sample: isSample(row), position: positions.get(row.key) ?? null },
      ]),
    );
  }

  /** One attorney with its place on the team page and whether it is still the sample. */
  override async get(key: string, context: TStudioContext): Promise<TStudioAttorney> {
    const answer = await super.get(key, context);
    const place = (await this.places()).get(key);
    // the content folder's profile, to restore (a new attorney has none)
    const hasSample = (await this.options.sample?.(key)) != null;
    return {
      ...answer,
      sample: place?.sample ?? false,
      has_sample: hasSample,
      position: place?.position ?? null,
    };
  }

  /** Every attorney in the team page's order (drafts never published last, by name). */
  override async list(): Promise<TStudioListItem[]> {
    const [rows, states, places] = await Promise.all([
      listItems(this.db, ATTORNEY_KIND.kind),
      statesOfKind(this.db, ATTORNEY_KIND.kind),
      this.places(),
    ]);
    const items = rows.map((row): TStudioListItem => {
      const document = ATTORNEY_KIND.read(row.document);
      const place = places.get(row.key);
      const langs = statesByLang(states.get(row.key) ?? []);
      return {
        id: row.key,
        revision: row.revision,
        label: document.name,
        image: document.photo,
        sample: place?.sample ?? false,
        live: langs.es.live || langs.en.live,
        position: place?.position ?? null,
        updated_at: row.updated_at.toISOString(),
      };
    });
    const last = Number.MAX_SAFE_INTEGER;
    return items.sort(
      (a, b) => (a.position ?? last) - (b.position ?? last) || a.label.localeCompare(b.label),
    );
  }

  /** `PUT /order`: the team page's order, every attorney's id once. */
  async order(body: unknown, context: TStudioContext): Promise<TStudioListItem[]> {
    const { ids } = parseStudioBody(context.locale, ZStudioOrderSchema, body);
    const known = new Set((await listItems(this.db, ATTORNEY_KIND.kind)).map((row) => row.key));
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !known.has(id))
    )
      throwProblems([problem(context.locale, 'ids', 'orderMismatch')]);
    await withTransaction(this.db, async (client) => {
      await savePositions(client, ATTORNEY_KIND.kind, ids);
      await orderPublicRows(client, 'attorneys', ids);
      await insertAudit(client, {
        actor: context.actor,
        action: 'order',
        kind: ATTORNEY_KIND.kind,
        key: ATTORNEY_KIND.kind,
        detail: { ids },
        at: this.engine.now(),
      });
      await bumpContentVersion(client);
    });
    this.engine.publicChanged();
    return this.list();
  }

  /** Refuses (409) to take the attorney of `key` off the site while something names her or him. */
  private async assertRemovable(key: string, locale: TLocale): Promise<void> {
    const item = await this.engine.head(ATTORNEY_KIND.kind, key, locale);
    const document = ATTORNEY_KIND.read(item.document);
    const row = await findAttorneyRow(this.db, key);
    for (const slug of new Set([document.slug, row?.slug].filter(Boolean) as string[]))
      await assertWithdrawable(this.db, { slug, name: document.name }, locale);
  }

  override async unpublish(key: string, body: unknown, context: TStudioContext) {
    await this.assertRemovable(key, context.locale);
    return super.unpublish(key, body, context);
  }

  /** `DELETE`: the attorney off the site and out of the studio (refused while named somewhere). */
  async remove(key: string, context: TStudioContext): Promise<void> {
    const head = await this.engine.head(ATTORNEY_KIND.kind, key, context.locale);
    await this.assertRemovable(key, context.locale);
    await withTransaction(this.db, async (client) => {
      await deleteAttorneyRow(client, key);
      await dropSlugRedirectsOf(client, key);
      await deleteItem(client, ATTORNEY_KIND.kind, key);
      await insertAudit(client, {
        actor: context.actor,
        action: 'delete',
        kind: ATTORNEY_KIND.kind,
        key,
        detail: { revision: head.revision, document: head.document },
        at: this.engine.now(),
      });
      await bumpContentVersion(client);
    });
    this.engine.publicChanged();
  }
}
