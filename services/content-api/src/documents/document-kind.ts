import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStudioLang, TStudioProblem } from '@firm/shared/studio/studio-state';
import type { PoolClient } from '@firm/shared/server/db';
import type { TDb } from './documents.repository';

/** A language as the site will show it after a change: the document and revision it is published from. */
export type TPublishedLanguage<D> = { document: D; revision: number };

/** A record's place in git and its dates, as the import read them. */
export type TImportOrigin = { source_key: string; created_at: Date; updated_at: Date };

/** What a kind writes into the public tables when languages are published (or a publish is imported). */
export type TProjection<D> = {
  client: PoolClient;
  key: string;
  /** Every language that is on the site after the change (published now, or before and kept). */
  languages: Partial<Record<TStudioLang, TPublishedLanguage<D>>>;
  /** The revision published now: what both languages share (category, image, index…) comes from it. */
  current: TPublishedLanguage<D>;
  at: Date;
  /** What the import read beside the document (its key in git, the dates of `meta.json`). */
  origin?: TImportOrigin;
};

/**
 * A collection the studio edits (a blog post, a page's texts; later reviews, testimonials, attorneys…):
 * how its documents are read, checked, written to the public tables and taken off them. The engine
 * (documents.service.ts) does the rest the same way for every kind: revisions, optimistic concurrency,
 * restore, per-language publishing and scheduling, the audit trail and the content version.
 */
export type TDocumentKind<D> = {
  kind: string;
  /**
   * A stored document (a revision's JSON, perhaps written before a field was added) as the kind's
   * type; throws when it is not one.
   */
  read(stored: unknown): D;
  /** What keeps a document from being saved (wrong addresses, unknown references…); empty: it may be. */
  saveProblems(
    db: TDb,
    key: string | null,
    document: D,
    locale: TLocale,
  ): Promise<TStudioProblem[]>;
  /**
   * What keeps `lang` of a document from being published, given the languages that stay on the site
   * as they are (`others`): missing texts, anchors, images without alt text…
   */
  publishProblems(
    db: TDb,
    key: string,
    document: D,
    lang: TStudioLang,
    others: Partial<Record<TStudioLang, TPublishedLanguage<D>>>,
    locale: TLocale,
  ): Promise<TStudioProblem[]>;
  /** Writes the published languages into the public tables. */
  project(projection: TProjection<D>): Promise<void>;
  /** Takes languages off the public tables (`all`: none stays published). */
  withdraw(client: PoolClient, key: string, langs: TStudioLang[], all: boolean): Promise<void>;
  /** Whether a published language may be taken off the site (a page's texts may not). */
  canUnpublish: boolean;
};
