import { LEAD_JOB_ATTEMPTS, LEAD_JOB_BACKOFF_BASE_MS, retryDelayMs } from './queue-names';

describe('retryDelayMs', () => {
  const noJitter = () => 0.5;

  it('When attempts fail, then each delay doubles the previous one', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, noJitter))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('When every retry of a job fails, then the retries spread over about a day', () => {
    let total = 0;
    for (let attempt = 1; attempt < LEAD_JOB_ATTEMPTS; attempt += 1)
      total += retryDelayMs(attempt, LEAD_JOB_BACKOFF_BASE_MS, noJitter);
    expect(total / 3_600_000).toBeGreaterThan(22);
    expect(total / 3_600_000).toBeLessThan(26);
  });

  it('When jitter is drawn, then the delay stays within ±10 %', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(900);
    expect(retryDelayMs(1, 1000, () => 0.999_999)).toBe(1100);
  });
});
