import { mergeFacts, percentileOf } from './report-facts';

/** Facts holding the clock waits `minutes` of the overall row, split over two parts. */
function factsOf(minutes: number[]) {
  const waits = (part: number[]) =>
    part.map((minute) => ({ kind: 'clock' as const, dim: 'all', key: '', key2: '', minute, n: 1 }));
  const half = Math.floor(minutes.length / 2);
  return mergeFacts([
    { counts: [], waits: waits(minutes.slice(0, half)) },
    { counts: [], waits: waits(minutes.slice(half)) },
  ]);
}

describe('Percentiles of the rollup’s histograms', () => {
  it('When the count is even, then the median lies between the two middle waits and a tie rounds to even, as Postgres’s round(percentile_cont) does', () => {
    expect(percentileOf(factsOf([1, 2]), 'clock', 0.5, 'all')).toBe(2);
    expect(percentileOf(factsOf([2, 3]), 'clock', 0.5, 'all')).toBe(2);
    expect(percentileOf(factsOf([3, 4, 10, 10]), 'clock', 0.5, 'all')).toBe(7);
  });

  it('When parts hold the same minute, then their counts add up before the 90th percentile is taken', () => {
    // 0..9 once each and 9 twice more: 12 waits, position 9.9 between 9 and 9
    expect(percentileOf(factsOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9]), 'clock', 0.9, 'all')).toBe(
      9,
    );
    // 0..9: position 8.1 → 8.1 → 8
    expect(percentileOf(factsOf([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]), 'clock', 0.9, 'all')).toBe(8);
  });

  it('When a row has no wait, then its percentile is null', () => {
    expect(percentileOf(factsOf([]), 'clock', 0.5, 'all')).toBeNull();
    expect(percentileOf(factsOf([5]), 'office', 0.5, 'all')).toBeNull();
  });
});
