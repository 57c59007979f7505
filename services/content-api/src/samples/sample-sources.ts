import type { TStudioCollection } from '@firm/shared/studio/studio-collections';
import { ATTORNEY_KIND_NAME } from '../attorneys-studio/attorney-kind';
import { FIRM_KIND } from '../firm-studio/firm-kind';
import { ITEM_SPECS } from '../item-collections/item-specs';

/**
 * A collection whose items may still be the shipped samples: its document kind and what the studio's
 * home names an item by. The public table gives the public ids of its samples (TPublicSamples).
 */
export type TSampleSource = {
  collection: TStudioCollection;
  kind: string;
  label: (document: Record<string, unknown>) => string;
  table?: string;
};

/**
 * Every source the sample tracker counts. The item collections are in by their specs; a collection
 * that is not one (the firm's facts: one document) adds itself here. A collection not listed counts 0.
 */
export const SAMPLE_SOURCES: readonly TSampleSource[] = [
  // the attorneys' profiles (cartoon portraits): not an item spec, the same sample rule
  {
    collection: 'attorneys',
    kind: ATTORNEY_KIND_NAME,
    label: (document: Record<string, unknown>) => String(document.name),
  },
  ...ITEM_SPECS.map((spec) => ({
    collection: spec.collection,
    kind: spec.kind,
    label: (document: Record<string, unknown>) => spec.label(spec.schema.parse(document)),
    table: spec.table,
  })),
  // the firm's facts: one document, sample while the site shows the import's (or a sample restore)
  {
    collection: 'firm',
    kind: FIRM_KIND.kind,
    label: (document: Record<string, unknown>) =>
      (document as { firm?: { name_es?: string } }).firm?.name_es ?? 'firm',
  },
];
