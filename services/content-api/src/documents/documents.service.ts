import { randomUUID } from 'node:crypto';
import type { TLocale } from '@firm/shared/i18n/locale';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import { studioMessage, type TStudioMessageKey } from '@firm/shared/studio/studio-messages';
import {
  STUDIO_LANGS,
  type TStudioLang,
  type TStudioProblem,
  type TStudioPublish,
} from '@firm/shared/studio/studio-state';
import { bumpContentVersion } from '../content/import.repository';
import { throwNotFound, throwProblems } from '../studio/studio-errors';
import { changedPaths } from './document-diff';
import type { TDocumentKind } from './document-kind';
import {
  emptyState,
  liveLanguages,
  offState,
  publishNow,
  statesByLang,
  assertPublishable,
} from './document-publishing';
import { runScheduledPublication } from './document-schedule';
import { assertBase, writeRevision } from './document-revisions';
import {
  findItem,
  findRevision,
  type TActor,
  type TDb,
  type TItemRow,
} from './documents.repository';
import { findStates, saveState, type TStateRow } from './states.repository';
import { insertAudit, listAudit, type TAuditRow } from './audit.repository';
import { contentPublishes } from '../metrics/content-metrics';

/** A scheduled publication, as the queue carries it. */
export type TScheduledPublish = {
  kind: string;
  key: string;
  lang: TStudioLang;
  scheduleId: string;
};

/** What the engine is built from. */
export type TDocumentsDeps = {
  pool: Pool;
  /** Called after a change reached the public tables (this instance drops its caches). */
  onPublished: () => void;
  /** Puts a scheduled publication on the queue (after its transaction committed). */
  enqueue: (job: TScheduledPublish, at: Date) => Promise<void>;
  now?: () => Date;
};

// A time this close to now (or past) publishes at once instead of scheduling.
const SCHEDULE_MIN_MS = 5_000;

const NOT_FOUND: Record<string, TStudioMessageKey> = { post: 'postNotFound', page: 'pageNotFound' };
const notFoundKey = (kind: string): TStudioMessageKey => NOT_FOUND[kind] ?? 'itemNotFound';

/**
 * The content studio's engine, the same for every kind of document: revisions (each save a new one,
 * whole), optimistic concurrency (a save based on an older revision is refused, naming who saved in
 * between), restore (a new revision), per-language publishing now or at a time, unpublishing, the
 * audit trail, and the content version every instance and the edge watch.
 */
export class DocumentsService {
  readonly now: () => Date;

  constructor(private readonly deps: TDocumentsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The head of a document; 404 in the editor's language when unknown. */
  async head(
    kind: string,
    key: string,
    locale: TLocale,
    db: TDb = this.deps.pool,
  ): Promise<TItemRow> {
    const item = await findItem(db, kind, key, db !== this.deps.pool);
    if (!item) throwNotFound(locale, notFoundKey(kind));
    return item;
  }

  /** Tells this instance a change reached the public tables (it drops its caches). */
  publicChanged(): void {
    this.deps.onPublished();
  }

  /** The latest entries of the audit trail, newest first. */
  recentAudit(limit: number): Promise<TAuditRow[]> {
    return listAudit(this.deps.pool, limit);
  }

  /** Both languages' states (a language without a row is a draft). */
  async states(kind: string, key: string): Promise<Record<TStudioLang, TStateRow>> {
    return statesByLang(await findStates(this.deps.pool, kind, key));
  }

  /** A new document (revision 1, both languages drafts); 400 listing what keeps it from being saved. */
  async create<D>(
    kind: TDocumentKind<D>,
    key: string,
    document: D,
    actor: TActor,
    locale: TLocale,
  ) {
    const problems = await kind.saveProblems(this.deps.pool, null, document, locale);
    if (problems.length > 0) throwProblems(problems);
    await withTransaction(this.deps.pool, async (client) => {
      await writeRevision(client, {
        kind: kind.kind,
        key,
        document,
        head: null,
        action: 'create',
        restoredFrom: null,
        actor,
        at: this.now(),
      });
      for (const lang of STUDIO_LANGS)
        await saveState(client, kind.kind, key, emptyState(lang), this.now());
    });
  }

  /**
   * Saves a new revision. Refused (409, naming who saved) when the head is no longer `baseRevision`;
   * refused (400) when the document cannot be saved. An unchanged document makes no revision (autosave).
   */
  async save<D>(
    kind: TDocumentKind<D>,
    key: string,
    change: { document: D; baseRevision: number },
    actor: TActor,
    locale: TLocale,
  ): Promise<void> {
    const problems = await kind.saveProblems(this.deps.pool, key, change.document, locale);
    await withTransaction(this.deps.pool, async (client) => {
      const head = await this.head(kind.kind, key, locale, client);
      await assertBase(client, head, change.baseRevision, locale);
      if (problems.length > 0) throwProblems(problems);
      if (changedPaths(head.document, change.document).length === 0) return;
      await writeRevision(client, {
        kind: kind.kind,
        key,
        document: change.document,
        head,
        action: 'save',
        restoredFrom: null,
        actor,
        at: this.now(),
      });
    });
  }

  /** Restores an earlier revision (or a sample text) as a new revision; 400 when it cannot be saved now. */
  async restore<D>(
    kind: TDocumentKind<D>,
    key: string,
    from: { revision: number } | { sample: D },
    actor: TActor,
    locale: TLocale,
  ): Promise<void> {
    let document: D;
    if ('sample' in from) document = from.sample;
    else {
      const row = await findRevision(this.deps.pool, kind.kind, key, from.revision);
      if (!row) throwNotFound(locale, 'revisionNotFound');
      document = kind.read(row.document);
    }
    const problems = await kind.saveProblems(this.deps.pool, key, document, locale);
    if (problems.length > 0) throwProblems(problems);
    await withTransaction(this.deps.pool, async (client) => {
      const head = await this.head(kind.kind, key, locale, client);
      const restoredFrom = 'sample' in from ? 'sample' : String(from.revision);
      await writeRevision(client, {
        kind: kind.kind,
        key,
        document,
        head,
        action: 'restore',
        restoredFrom,
        actor,
        at: this.now(),
      });
    });
  }

  /** What keeps each language of `document` from being published, given what stays on the site. */
  async publishProblems<D>(
    kind: TDocumentKind<D>,
    key: string,
    document: D,
    states: Record<TStudioLang, TStateRow>,
    locale: TLocale,
  ): Promise<Record<TStudioLang, TStudioProblem[]>> {
    const live = await liveLanguages(this.deps.pool, kind, key, states);
    const problemsOf = (lang: TStudioLang) => {
      const others = { ...live };
      delete others[lang];
      return kind.publishProblems(this.deps.pool, key, document, lang, others, locale);
    };
    const [es, en] = await Promise.all([problemsOf('es'), problemsOf('en')]);
    return { es, en };
  }

  /**
   * Publishes the head revision in `languages` now, or schedules it for `at` (each language goes live
   * on its own). 400 listing what keeps a language from being published; 409 when `baseRevision` is no
   * longer the head.
   */
  async publish<D>(
    kind: TDocumentKind<D>,
    key: string,
    input: TStudioPublish,
    actor: TActor,
    locale: TLocale,
  ): Promise<void> {
    const langs = STUDIO_LANGS.filter((lang) => input.languages.includes(lang));
    const at = input.at ? new Date(input.at) : null;
    const later = at !== null && at.getTime() - this.now().getTime() > SCHEDULE_MIN_MS ? at : null;
    const jobs: TScheduledPublish[] = [];
    await withTransaction(this.deps.pool, async (client) => {
      const head = await this.head(kind.kind, key, locale, client);
      if (input.baseRevision !== undefined)
        await assertBase(client, head, input.baseRevision, locale);
      const document = kind.read(head.document);
      const states = statesByLang(await findStates(client, kind.kind, key));
      await assertPublishable(client, { kind, key, document, langs, states, locale });
      if (!later) {
        await publishNow(client, {
          kind,
          key,
          langs,
          revision: head.revision,
          states,
          actor,
          at: this.now(),
        });
        return;
      }
      for (const lang of langs) {
        const scheduleId = randomUUID();
        const scheduled = { ...states[lang], state: 'scheduled' as const, scheduled_at: later };
        await saveState(
          client,
          kind.kind,
          key,
          { ...scheduled, scheduled_revision: head.revision, schedule_id: scheduleId },
          this.now(),
        );
        jobs.push({ kind: kind.kind, key, lang, scheduleId });
      }
      const detail = { languages: langs, revision: head.revision, at: later.toISOString() };
      await insertAudit(client, {
        actor,
        action: 'schedule',
        kind: kind.kind,
        key,
        detail,
        at: this.now(),
      });
    });
    if (!later) {
      contentPublishes.inc({ trigger: 'studio' });
      this.deps.onPublished();
    }
    for (const job of jobs) await this.deps.enqueue(job, later as Date);
  }

  /** Takes languages off the site (a scheduled one is cancelled); a kind the site needs refuses (400). */
  async unpublish<D>(
    kind: TDocumentKind<D>,
    key: string,
    langs: TStudioLang[],
    actor: TActor,
    locale: TLocale,
  ): Promise<void> {
    if (!kind.canUnpublish)
      throw new AppError('bad_request', studioMessage(locale, 'pageCannotUnpublish'));
    const changed = await withTransaction(this.deps.pool, async (client) => {
      await this.head(kind.kind, key, locale, client);
      const states = statesByLang(await findStates(client, kind.kind, key));
      const off = langs.filter((lang) => states[lang].live);
      for (const lang of langs)
        await saveState(client, kind.kind, key, offState(states[lang]), this.now());
      if (off.length > 0) {
        const stays = STUDIO_LANGS.some((lang) => states[lang].live && !off.includes(lang));
        await kind.withdraw(client, key, off, !stays);
        await bumpContentVersion(client);
      }
      const detail = { languages: langs };
      await insertAudit(client, {
        actor,
        action: 'unpublish',
        kind: kind.kind,
        key,
        detail,
        at: this.now(),
      });
      return off.length > 0;
    });
    if (changed) this.deps.onPublished();
  }

  /**
   * Runs a scheduled publication when its time has come (see {@link runScheduledPublication}); drops
   * this instance's caches when it published.
   */
  async runSchedule<D>(
    kind: TDocumentKind<D>,
    job: TScheduledPublish,
  ): Promise<'published' | 'stale' | 'failed' | number> {
    const outcome = await runScheduledPublication(this.deps.pool, kind, job, this.now);
    if (outcome === 'published') {
      contentPublishes.inc({ trigger: 'scheduled' });
      this.deps.onPublished();
    }
    return outcome;
  }
}
