import type { TDb } from '../documents/documents.repository';

/** An attorney as the firm's facts name them: slug, name and where she or he is admitted. */
export type TFirmAttorney = { slug: string; name: string; jurisdictions: string[] };

/** The attorneys on the site (the founder and the responsible attorney must be one of them). */
export async function listFirmAttorneys(db: TDb): Promise<TFirmAttorney[]> {
  const { rows } = await db.query<TFirmAttorney>(
    `SELECT slug, name,
       COALESCE(ARRAY(SELECT b ->> 'jurisdiction' FROM jsonb_array_elements(bar_admissions) b), '{}')
         AS jurisdictions
     FROM attorneys ORDER BY slug`,
  );
  return rows;
}

/**
 * Whether the site shows the firm's facts as shipped: the revision on the site (its Spanish one, the
 * firm publishes both at once) was written by the import or restored from the sample. False before
 * any import.
 */
export async function firmLiveIsSample(db: TDb, kind: string, key: string): Promise<boolean> {
  const { rows } = await db.query<{ sample: boolean }>(
    `SELECT (r.action = 'import' OR r.restored_from = 'sample') AS sample
     FROM content_language_states s
     JOIN content_revisions r ON r.kind = s.kind AND r.key = s.key AND r.revision = s.published_revision
     WHERE s.kind = $1 AND s.key = $2 AND s.lang = 'es' AND s.live`,
    [kind, key],
  );
  return rows[0]?.sample ?? false;
}
