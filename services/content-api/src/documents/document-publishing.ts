import { STUDIO_LANGS, type TStudioLang } from '@firm/shared/studio/studio-state';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { PoolClient } from '@firm/shared/server/db';
import { throwProblems } from '../studio/studio-errors';
import { bumpContentVersion } from '../content/import.repository';
import type { TDocumentKind, TPublishedLanguage } from './document-kind';
import { findRevision, type TActor, type TDb } from './documents.repository';
import { saveState, type TStateRow } from './states.repository';
import { insertAudit } from './audit.repository';

/** The languages on the site, with the revision each shows. */
export type TLiveLanguages<D> = Partial<Record<TStudioLang, TPublishedLanguage<D>>>;

/** A language that was never published. */
export function emptyState(lang: TStudioLang): TStateRow {
  return {
    lang,
    state: 'draft',
    live: false,
    published_revision: null,
    published_at: null,
    scheduled_at: null,
    scheduled_revision: null,
    schedule_id: null,
  };
}

/** States by language, a missing row read as a draft. */
export function statesByLang(rows: TStateRow[]): Record<TStudioLang, TStateRow> {
  return {
    es: rows.find((row) => row.lang === 'es') ?? emptyState('es'),
    en: rows.find((row) => row.lang === 'en') ?? emptyState('en'),
  };
}

/** The languages on the site now, with the documents of the revisions they show. */
export async function liveLanguages<D>(
  db: TDb,
  kind: TDocumentKind<D>,
  key: string,
  states: Record<TStudioLang, TStateRow>,
): Promise<TLiveLanguages<D>> {
  const live: TLiveLanguages<D> = {};
  for (const lang of STUDIO_LANGS) {
    const revision = states[lang].live ? states[lang].published_revision : null;
    if (revision === null) continue;
    const row = await findRevision(db, kind.kind, key, revision);
    if (row) live[lang] = { document: kind.read(row.document), revision };
  }
  return live;
}

/** A language taken off the site (or whose schedule is cancelled). */
export function offState(state: TStateRow): TStateRow {
  return {
    ...state,
    state: state.published_revision === null ? 'draft' : 'unpublished',
    live: false,
    scheduled_at: null,
    scheduled_revision: null,
    schedule_id: null,
  };
}

/** A language's state once it shows `revision`. */
export function publishedState(lang: TStudioLang, revision: number, at: Date): TStateRow {
  return {
    lang,
    state: 'published',
    live: true,
    published_revision: revision,
    published_at: at,
    scheduled_at: null,
    scheduled_revision: null,
    schedule_id: null,
  };
}

/**
 * Writes a publication inside a transaction: the public tables (the languages published now from
 * `revision`, the others live as they were), the languages' states, the audit entry and the content
 * version (every instance and the edge drop their cached answers and pages).
 */
export async function publishNow<D>(
  client: PoolClient,
  publication: {
    kind: TDocumentKind<D>;
    key: string;
    langs: TStudioLang[];
    revision: number;
    states: Record<TStudioLang, TStateRow>;
    actor: TActor;
    at: Date;
  },
): Promise<void> {
  const { kind, key, langs, revision, at } = publication;
  const row = await findRevision(client, kind.kind, key, revision);
  const current = { document: kind.read(row?.document), revision };
  const languages = await liveLanguages(client, kind, key, publication.states);
  for (const lang of langs) languages[lang] = current;
  await kind.project({ client, key, languages, current, at });
  for (const lang of langs)
    await saveState(client, kind.kind, key, publishedState(lang, revision, at), at);
  await insertAudit(client, {
    actor: publication.actor,
    action: 'publish',
    kind: kind.kind,
    key,
    detail: { languages: langs, revision, scheduled: publication.actor === null },
    at,
  });
  await bumpContentVersion(client);
}

/**
 * Refuses (400, every problem listed once) a publication of `langs` that the kind's rules forbid: what
 * keeps the document from being saved, and what keeps each language from being published beside the
 * languages that stay on the site.
 */
export async function assertPublishable<D>(
  client: PoolClient,
  publication: {
    kind: TDocumentKind<D>;
    key: string;
    document: D;
    langs: TStudioLang[];
    states: Record<TStudioLang, TStateRow>;
    locale: TLocale;
  },
): Promise<void> {
  const { kind, key, document, langs, locale } = publication;
  const live = await liveLanguages(client, kind, key, publication.states);
  for (const lang of langs) delete live[lang];
  const perLanguage = await Promise.all(
    langs.map((lang) => kind.publishProblems(client, key, document, lang, live, locale)),
  );
  const found = [
    ...(await kind.saveProblems(client, key, document, locale)),
    ...perLanguage.flat(),
  ];
  const unique = found.filter(
    (p, i) => found.findIndex((q) => q.field === p.field && q.message === p.message) === i,
  );
  if (unique.length > 0) throwProblems(unique);
}
