import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import {
  ZStudioOrderSchema,
  type TStudioItemMeta,
  type TStudioListItem,
} from '@firm/shared/studio/studio-collections';
import { STUDIO_LANGS, type TStudioDocumentMeta } from '@firm/shared/studio/studio-state';
import { bumpContentVersion } from '../content/import.repository';
import { insertAudit } from '../documents/audit.repository';
import type { TDocumentKind } from '../documents/document-kind';
import { deleteItem, listItems } from '../documents/documents.repository';
import type { DocumentsService } from '../documents/documents.service';
import { isSample } from '../documents/sample-state';
import { sampleRows } from '../documents/sample-state.repository';
import { statesOfKind } from '../documents/states.repository';
import { loadMediaLookup } from '../media/media-lookup';
import { StudioCollection, type TStudioContext } from '../studio/studio-collection';
import { parseStudioBody, problem, throwProblems } from '../studio/studio-errors';
import { fileItem } from './item-file';
import { itemKind } from './item-kind';
import { deletePublicRow, orderPublicRows, publicIds } from './item-projection.repository';
import type { TItemSpec } from './item-spec';
import { placeLast, positionsOf, savePositions } from './positions.repository';

/** An item's answer: its document (the file's field names), its key as `id`, its state. */
export type TItemAnswer<D> = D & TStudioItemMeta;

const BOTH = { languages: [...STUDIO_LANGS] };

/**
 * A collection of items of the studio's second part (reviews, testimonials, lives, categories; the
 * attorneys reuse it): the verbs of {@link StudioCollection} plus `order` and `remove`, answers that
 * say whether an item is still sample and its place, a list in the site's order, and both languages
 * published and taken off together (an item is one public row).
 */
export class ItemCollection<D> extends StudioCollection<D, TItemAnswer<D>> {
  readonly documentKind: TDocumentKind<D>;

  constructor(
    private readonly db: Pool,
    private readonly engine: DocumentsService,
    readonly spec: TItemSpec<D>,
    contentDir: string,
    now: () => Date = () => new Date(),
  ) {
    const kind = itemKind(spec);
    super(db, engine, {
      kind,
      // every collection's schema is a zod object (studio-collections.ts)
      saveSchema: (spec.schema as unknown as z.ZodObject).extend({
        baseRevision: z.number().int().positive(),
      }) as unknown as z.ZodType<D & { baseRevision: number }>,
      present: (key: string, document: D, meta: TStudioDocumentMeta) =>
        ({
          ...document,
          ...meta,
          id: key,
          sample: false,
          has_sample: false,
          position: null,
        }) as TItemAnswer<D>,
      listItem: () => undefined,
      preview: async (key, document, lang) => {
        const media = await loadMediaLookup(db);
        const id = (await publicIds(db, spec.table, [key])).get(key) ?? 0;
        return spec.answer({ ...spec.row(document, { media }), id }, lang, now());
      },
      notFound: 'itemNotFound',
      sample: async (key) => fileItem(spec, contentDir, key),
      create: {
        schema: spec.schema,
        document: (input: never) => input as D,
        newKey: async () => `${spec.keyPrefix}-${randomBytes(4).toString('hex')}`,
      },
    });
    this.documentKind = kind;
  }

  /** Whether an item is still sample, whether it has a sample to go back to, and its place. */
  private async facts(
    key: string,
  ): Promise<{ sample: boolean; has_sample: boolean; position: number | null }> {
    const row = (await sampleRows(this.db, this.spec.kind)).find((r) => r.key === key);
    const position = this.spec.ordered
      ? ((await positionsOf(this.db, this.spec.kind)).get(key) ?? null)
      : null;
    const shipped = (await this.options.sample?.(key)) ?? null;
    return { sample: row ? isSample(row) : false, has_sample: shipped !== null, position };
  }

  override async get(key: string, context: TStudioContext): Promise<TItemAnswer<D>> {
    const answer = await super.get(key, context);
    return { ...answer, ...(await this.facts(key)) };
  }

  /** Every item, in the order the site shows them (then the ones never placed). */
  override async list(): Promise<TStudioListItem[]> {
    const kind = this.spec.kind;
    const [rows, states, samples, positions] = await Promise.all([
      listItems(this.db, kind),
      statesOfKind(this.db, kind),
      sampleRows(this.db, kind),
      positionsOf(this.db, kind),
    ]);
    const sample = new Map(samples.map((row) => [row.key, isSample(row)]));
    const items = rows.map((row) => {
      const document = this.documentKind.read(row.document);
      return {
        document,
        item: {
          id: row.key,
          revision: row.revision,
          label: this.spec.label(document),
          image: this.spec.image(document),
          sample: sample.get(row.key) ?? false,
          live: (states.get(row.key) ?? []).some((state) => state.live),
          position: this.spec.ordered ? (positions.get(row.key) ?? null) : null,
          updated_at: row.updated_at.toISOString(),
        },
      };
    });
    const compare = this.spec.compare;
    items.sort((a, b) =>
      this.spec.ordered || !compare
        ? (a.item.position ?? Infinity) - (b.item.position ?? Infinity) ||
          a.item.id.localeCompare(b.item.id)
        : compare(a.document, b.document) || a.item.id.localeCompare(b.item.id),
    );
    return items.map(({ item }) => item);
  }

  /** A new item (a draft), placed last in an ordered collection; its answer. */
  override async create(body: unknown, context: TStudioContext): Promise<TItemAnswer<D>> {
    const document = parseStudioBody(context.locale, this.spec.schema, body);
    const key = await (this.options.create as { newKey: () => Promise<string> }).newKey();
    await this.engine.create(this.documentKind, key, document, context.actor, context.locale);
    if (this.spec.ordered) await placeLast(this.db, this.spec.kind, key);
    return this.get(key, context);
  }

  /** Publishes (or schedules) both languages together, whatever the body names. */
  override publish(key: string, body: unknown, context: TStudioContext) {
    return super.publish(key, { ...(body as object), ...BOTH }, context);
  }

  /** Takes both languages off the site; 409 when the item may not leave it (a category with articles). */
  override async unpublish(key: string, _body: unknown, context: TStudioContext) {
    await this.engine.head(this.spec.kind, key, context.locale);
    await this.assertMayLeave(key, context);
    return super.unpublish(key, BOTH, context);
  }

  private async assertMayLeave(key: string, context: TStudioContext): Promise<void> {
    const refused = await this.spec.leaveProblem?.(this.db, key, context.locale);
    if (refused) throw new AppError('conflict', refused);
  }

  /**
   * Sets the order the site shows the items in (`{ ids }`: every item once); audited, and the site
   * follows at once. 400 when the ids are not exactly the collection's items.
   */
  async order(body: unknown, context: TStudioContext): Promise<TStudioListItem[]> {
    const { ids } = parseStudioBody(context.locale, ZStudioOrderSchema, body);
    const keys = (await listItems(this.db, this.spec.kind)).map((row) => row.key);
    const same = ids.length === keys.length && new Set(ids).size === ids.length;
    if (!same || !keys.every((key) => ids.includes(key)))
      throwProblems([problem(context.locale, 'ids', 'orderMismatch')]);
    await withTransaction(this.db, async (client) => {
      await savePositions(client, this.spec.kind, ids);
      await orderPublicRows(client, this.spec.table, ids);
      await insertAudit(client, {
        actor: context.actor,
        action: 'order',
        kind: this.spec.kind,
        key: this.spec.kind,
        detail: { ids },
        at: this.engine.now(),
      });
      await bumpContentVersion(client);
    });
    this.engine.publicChanged();
    return this.list();
  }

  /**
   * Removes an item: off the site and out of the list (its revisions go with it; the audit entry
   * keeps its last document). 409 when it may not leave the site.
   */
  async remove(key: string, context: TStudioContext): Promise<void> {
    const head = await this.engine.head(this.spec.kind, key, context.locale);
    await this.assertMayLeave(key, context);
    await withTransaction(this.db, async (client) => {
      await deletePublicRow(client, this.spec.table, key);
      await deleteItem(client, this.spec.kind, key);
      await insertAudit(client, {
        actor: context.actor,
        action: 'delete',
        kind: this.spec.kind,
        key,
        detail: { revision: head.revision, document: head.document },
        at: this.engine.now(),
      });
      await bumpContentVersion(client);
    });
    this.engine.publicChanged();
  }
}
