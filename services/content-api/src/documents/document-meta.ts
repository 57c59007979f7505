import type { TLocale } from '@firm/shared/i18n/locale';
import type { Pool } from '@firm/shared/server/db';
import type {
  TStudioActor,
  TStudioDocumentMeta,
  TStudioLanguages,
  TStudioLang,
} from '@firm/shared/studio/studio-state';
import type { TDocumentKind } from './document-kind';
import { findRevision, type TActor, type TItemRow } from './documents.repository';
import { type TStateRow } from './states.repository';
import { touchPresence } from './audit.repository';
import type { DocumentsService } from './documents.service';

/** How long a member counts as "editing" after their last request on a document (the studio polls). */
export const PRESENCE_WINDOW_MS = 60_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The languages' states as the API writes them. */
export function languagesOf(states: Record<TStudioLang, TStateRow>): TStudioLanguages {
  const one = (state: TStateRow) => ({
    state: state.state,
    live: state.live,
    published_revision: state.published_revision,
    published_at: iso(state.published_at),
    scheduled_at: iso(state.scheduled_at),
    scheduled_revision: state.scheduled_revision,
  });
  return { es: one(states.es), en: one(states.en) };
}

/** A member as the studio names them, or null. */
export function actorView(id: number | null, name: string | null): TStudioActor | null {
  return id === null ? null : { id, name: name ?? '' };
}

/**
 * What every document's answer carries: its head revision and dates, who saved it, its languages'
 * states, the other members who have it open (the viewer is noted as having it open), and what keeps
 * each language from being published.
 */
export async function documentMeta<D>(
  pool: Pool,
  documents: DocumentsService,
  kind: TDocumentKind<D>,
  item: TItemRow,
  viewer: TActor,
  locale: TLocale,
): Promise<TStudioDocumentMeta> {
  const states = await documents.states(kind.kind, item.key);
  const [head, editing, problems] = await Promise.all([
    findRevision(pool, kind.kind, item.key, item.revision),
    viewer
      ? touchPresence(
          pool,
          {
            kind: kind.kind,
            key: item.key,
            staffId: viewer.id,
            staffName: viewer.name,
            at: documents.now(),
          },
          PRESENCE_WINDOW_MS,
        )
      : Promise.resolve([]),
    documents.publishProblems(kind, item.key, kind.read(item.document), states, locale),
  ]);
  return {
    revision: item.revision,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    updated_by: actorView(head?.actor_id ?? null, head?.actor_name ?? null),
    languages: languagesOf(states),
    editing: editing.map((member) => ({ ...member, since: member.since.toISOString() })),
    problems,
  };
}
