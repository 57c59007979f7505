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
