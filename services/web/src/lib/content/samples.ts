import type { TPublicSamples } from '@firm/shared/studio/studio-collections';

/** The lists whose sample items the public pages label as examples. */
export type TSampleList = Exclude<keyof TPublicSamples, 'total'>;

/**
 * The ids of a list's sample items (issue 30 §3: shipped sample content an editor has not yet changed
 * or replaced), which the pages label "Ejemplo" / "Example" in small print; empty when unknown.
 */
export function sampleIdsOf(
  samples: TPublicSamples | null,
  list: TSampleList,
): ReadonlySet<number> {
  return new Set(samples?.[list] ?? []);
}

/** Whether the site still shows any sample content (the reviews' heading then claims nothing). */
export function showsSamples(samples: TPublicSamples | null): boolean {
  return (samples?.total ?? 0) > 0;
}
