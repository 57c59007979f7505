import type { z } from 'zod';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { Pool } from '@firm/shared/server/db';
import type { TStudioMessageKey } from '@firm/shared/studio/studio-messages';
import type { TStudioRevision, TStudioRevisionSummary } from '@firm/shared/studio/studio-revision';
import {
  ZStudioPublishSchema,
  ZStudioUnpublishSchema,
  type TStudioDocumentMeta,
  type TStudioLang,
  type TStudioLanguages,
} from '@firm/shared/studio/studio-state';
import type { TDocumentKind } from '../documents/document-kind';
import { actorView, documentMeta, languagesOf } from '../documents/document-meta';
import { statesByLang } from '../documents/document-publishing';
import {
  findRevision,
  listItems,
  listRevisions,
  type TActor,
  type TItemWithActor,
} from '../documents/documents.repository';
import { statesOfKind } from '../documents/states.repository';
import type { DocumentsService } from '../documents/documents.service';
import { parseStudioBody, throwNotFound } from './studio-errors';

/** Who asks and in which language. */
export type TStudioContext = { actor: NonNullable<TActor>; locale: TLocale };

/** How one collection of the studio is answered (posts, page texts; issue 30's collections too). */
export type TCollectionOptions<D, A> = {
  kind: TDocumentKind<D>;
  /** A document and the revision it was based on (`PUT`). */
  saveSchema: z.ZodType<D & { baseRevision: number }>;
  /** A document's answer. */
  present: (key: string, document: D, meta: TStudioDocumentMeta) => A;
  /** A document as the list shows it. */
  listItem: (row: TItemWithActor, document: D, languages: TStudioLanguages) => unknown;
  /** What the public endpoint would answer for a document in a language (the preview). */
  preview: (key: string, document: D, lang: TStudioLang) => Promise<unknown>;
  /** The message of an unknown document. */
  notFound: TStudioMessageKey;
  /** A document as the content folder ships it (restore to the sample text); null when it has none. */
  sample?: (key: string) => Promise<D | null>;
  /** New documents (`POST`): their schema, the document an input makes, and a new key. */
  create?: { schema: z.ZodType; document: (input: never) => D; newKey: () => Promise<string> };
};

/**
 * One collection of the studio API over the engine: list, get (noting who has it open), create, save
 * with `baseRevision`, publish/schedule, unpublish, revisions, one revision, restore (a revision or the
 * sample text) and preview. Every answer of a change is the document as it is afterwards.
 */
export class StudioCollection<D, A> {
  constructor(
    private readonly pool: Pool,
    private readonly documents: DocumentsService,
    readonly options: TCollectionOptions<D, A>,
  ) {}

  private get kind(): TDocumentKind<D> {
    return this.options.kind;
  }

  /** Every document of the collection, the latest changed first. */
  async list(): Promise<unknown[]> {
    const [rows, states] = await Promise.all([
      listItems(this.pool, this.kind.kind),
      statesOfKind(this.pool, this.kind.kind),
    ]);
    return rows.map((row) =>
      this.options.listItem(
        row,
        this.kind.read(row.document),
        languagesOf(statesByLang(states.get(row.key) ?? [])),
      ),
    );
  }

  /** One document with its state; the viewer is noted as having it open. */
  async get(key: string, context: TStudioContext): Promise<A> {
    const item = await this.documents.head(this.kind.kind, key, context.locale);
    const meta = await documentMeta(
      this.pool,
      this.documents,
      this.kind,
      item,
      context.actor,
      context.locale,
    );
    return this.options.present(key, this.kind.read(item.document), meta);
  }

  /** A new document from the body (`POST`); its answer. */
  async create(body: unknown, context: TStudioContext): Promise<A> {
    const create = this.options.create;
    if (!create) throw new Error(`${this.kind.kind} documents are not created in the studio`);
    const input = parseStudioBody(context.locale, create.schema, body) as never;
    const key = await create.newKey();
    await this.documents.create(
      this.kind,
      key,
      create.document(input),
      context.actor,
      context.locale,
    );
    return this.get(key, context);
  }

  /** Saves a revision (`PUT`, with `baseRevision`); its answer. */
  async save(key: string, body: unknown, context: TStudioContext): Promise<A> {
    const { baseRevision, ...document } = parseStudioBody(
      context.locale,
      this.options.saveSchema,
      body,
    );
    await this.documents.save(
      this.kind,
      key,
      { document: document as D, baseRevision },
      context.actor,
      context.locale,
    );
    return this.get(key, context);
  }

  /** Publishes or schedules languages; its answer. */
  async publish(key: string, body: unknown, context: TStudioContext): Promise<A> {
    const input = parseStudioBody(context.locale, ZStudioPublishSchema, body);
    await this.documents.publish(this.kind, key, input, context.actor, context.locale);
    return this.get(key, context);
  }

  /** Takes languages off the site; its answer. */
  async unpublish(key: string, body: unknown, context: TStudioContext): Promise<A> {
    const input = parseStudioBody(context.locale, ZStudioUnpublishSchema, body);
    await this.documents.unpublish(this.kind, key, input.languages, context.actor, context.locale);
    return this.get(key, context);
  }

  /** The document's revisions, newest first. */
  async revisions(key: string, locale: TLocale): Promise<TStudioRevisionSummary[]> {
    await this.documents.head(this.kind.kind, key, locale);
    return (await listRevisions(this.pool, this.kind.kind, key)).map(revisionSummary);
  }

  /** One revision with its whole document. */
  async revision(key: string, revision: number, locale: TLocale): Promise<TStudioRevision> {
    await this.documents.head(this.kind.kind, key, locale);
    const row = await findRevision(this.pool, this.kind.kind, key, revision);
    if (!row) throwNotFound(locale, 'revisionNotFound');
    return { ...revisionSummary(row), document: row.document };
  }

  /** Restores a revision (a number) or the sample text (`sample`) as a new revision; its answer. */
  async restore(key: string, from: number | 'sample', context: TStudioContext): Promise<A> {
    await this.documents.head(this.kind.kind, key, context.locale);
    if (from === 'sample') {
      const sample = this.options.sample ? await this.options.sample(key) : null;
      if (!sample) throwNotFound(context.locale, 'noSample');
      await this.documents.restore(this.kind, key, { sample }, context.actor, context.locale);
    } else {
      await this.documents.restore(
        this.kind,
        key,
        { revision: from },
        context.actor,
        context.locale,
      );
    }
    return this.get(key, context);
  }

  /** What the public page would show of the head revision in `lang`. */
  async preview(key: string, lang: TStudioLang, locale: TLocale): Promise<unknown> {
    const item = await this.documents.head(this.kind.kind, key, locale);
    return this.options.preview(key, this.kind.read(item.document), lang);
  }
}

function revisionSummary(
  row: Omit<Awaited<ReturnType<typeof findRevision>> & object, 'document'>,
): TStudioRevisionSummary {
  return {
    revision: row.revision,
    action: row.action,
    restored_from: row.restored_from,
    created_at: row.created_at.toISOString(),
    actor: actorView(row.actor_id, row.actor_name),
    changes: row.changes,
  };
}
