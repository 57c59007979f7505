/** How a revision came to be, as the sample rule reads it. */
export type TRevisionOrigin = { action: string; restored_from: string | null };

/** Whether a revision holds what `infra/content` ships: written by the import (or the migration that
 * copied imported rows), or a restore of the sample text. */
export function isSampleRevision(origin: TRevisionOrigin): boolean {
  return (
    origin.action === 'import' ||
    origin.action === 'migrate' ||
    (origin.action === 'restore' && origin.restored_from === 'sample')
  );
}

/** What the sample rule needs of an item: its head's origin and those of the revisions the site shows. */
export type TSampleFacts = { head: TRevisionOrigin; live: TRevisionOrigin[] };

/**
 * The sample rule (issue 30): an item is *sample* while no editor has changed it — its head revision
 * is a sample revision and so is every revision the site shows of it. Only live samples count on the
 * studio's home and in the site's signs ({@link isLiveSample}).
 */
export function isSample(facts: TSampleFacts): boolean {
  return isSampleRevision(facts.head) && facts.live.every(isSampleRevision);
}

/** A sample the site shows. */
export function isLiveSample(facts: TSampleFacts): boolean {
  return facts.live.length > 0 && isSample(facts);
}
