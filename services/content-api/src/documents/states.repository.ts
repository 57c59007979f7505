import type { TStudioLang, TStudioState } from '@firm/shared/studio/studio-state';
import type { TDb } from './documents.repository';

/** One language's publishing state. */
export type TStateRow = {
  lang: TStudioLang;
  state: TStudioState;
  live: boolean;
  published_revision: number | null;
  published_at: Date | null;
  scheduled_at: Date | null;
  scheduled_revision: number | null;
  schedule_id: string | null;
};

/** Both languages' states of a document. */
export async function findStates(db: TDb, kind: string, key: string): Promise<TStateRow[]> {
  const { rows } = await db.query<TStateRow>(
    `SELECT lang, state, live, published_revision, published_at, scheduled_at, scheduled_revision, schedule_id
     FROM content_language_states WHERE kind = $1 AND key = $2 ORDER BY lang`,
    [kind, key],
  );
  return rows;
}

/** The states of every document of a kind, by key. */
export async function statesOfKind(db: TDb, kind: string): Promise<Map<string, TStateRow[]>> {
  const { rows } = await db.query<TStateRow & { key: string }>(
    `SELECT key, lang, state, live, published_revision, published_at, scheduled_at, scheduled_revision, schedule_id
     FROM content_language_states WHERE kind = $1 ORDER BY key, lang`,
    [kind],
  );
  const byKey = new Map<string, TStateRow[]>();
  for (const { key, ...state } of rows) byKey.set(key, [...(byKey.get(key) ?? []), state]);
  return byKey;
}

/** Writes one language's state. */
export async function saveState(
  db: TDb,
  kind: string,
  key: string,
  state: TStateRow,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO content_language_states
       (kind, key, lang, state, live, published_revision, published_at, scheduled_at, scheduled_revision, schedule_id, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (kind, key, lang) DO UPDATE SET state = EXCLUDED.state, live = EXCLUDED.live,
       published_revision = EXCLUDED.published_revision, published_at = EXCLUDED.published_at,
       scheduled_at = EXCLUDED.scheduled_at, scheduled_revision = EXCLUDED.scheduled_revision,
       schedule_id = EXCLUDED.schedule_id, updated_at = EXCLUDED.updated_at`,
    [
      kind,
      key,
      state.lang,
      state.state,
      state.live,
      state.published_revision,
      state.published_at,
      state.scheduled_at,
      state.scheduled_revision,
      state.schedule_id,
      at,
    ],
  );
}

/** A scheduled language, as the scheduler reads it. */
export type TScheduleRow = {
  kind: string;
  key: string;
  lang: TStudioLang;
  scheduled_at: Date;
  schedule_id: string;
};

/** Every language waiting for its time. */
export async function listSchedules(db: TDb): Promise<TScheduleRow[]> {
  const { rows } = await db.query<TScheduleRow>(
    `SELECT kind, key, lang, scheduled_at, schedule_id FROM content_language_states
     WHERE state = 'scheduled' ORDER BY scheduled_at`,
  );
  return rows;
}
