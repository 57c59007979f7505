import type { RequestHandler } from 'express';
import { ipKeyGenerator, type Store } from 'express-rate-limit';
import { limitKeyOf } from './phone-limit-key';
import { refuseRateLimited } from './refuse';

/** What {@link referralBatchLimiter} counts with. */
export type TReferralLimiterDeps = {
  limits: { windowMs: number; perIp: number; perPhone: number };
  /** Counters shared with the per-IP limiter of the other lead endpoints (same prefix). */
  ipStore: Store;
  /** Counters shared with the per-phone limiter of the other lead endpoints (same prefix). */
  phoneStore: Store;
  passOnStoreError: boolean;
  logger: { error: (error: unknown, message?: string) => void };
};

/** The phone keys of a batch: the referrer's and every referral's, each once. */
function batchPhoneKeys(body: unknown): { keys: string[]; referrals: number } {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  let list: unknown = fields.referidos;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list) as unknown;
    } catch {
      list = [];
    }
  }
  const items = Array.isArray(list) ? list : [];
  const phones = [fields.phone, ...items.map((item) => (item as { phone?: unknown })?.phone)];
  const keys = new Set(phones.map(limitKeyOf).filter((key): key is string => key !== undefined));
  return { keys: [...keys], referrals: items.length };
}

/**
 * The limits of `POST /api/prospecto/referidos`: every referral is one submission of the IP (a
 * batch of 20 uses 20 of its `perIp`), and the referrer's phone and every referred phone (in its
 * canonical form) use one of their own `perPhone`. A batch over either limit is refused with 429 in
 * Spanish (the wait until that limit resets), nothing stored; counting stops at the first limit reached.
 */
export function referralBatchLimiter(deps: TReferralLimiterDeps): RequestHandler {
  const init = { windowMs: deps.limits.windowMs } as Parameters<NonNullable<Store['init']>>[0];
  deps.ipStore.init?.(init);
  deps.phoneStore.init?.(init);
  return async (req, res, next) => {
    const { keys, referrals } = batchPhoneKeys(req.body);
    const ipKey = ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');
    const refuse = (resetTime: Date | undefined) =>
      refuseRateLimited(req, res, resetTime, deps.limits.windowMs);
    try {
      for (let hit = 0; hit < Math.max(1, referrals); hit += 1) {
        const { totalHits, resetTime } = await deps.ipStore.increment(ipKey);
        if (totalHits > deps.limits.perIp) return refuse(resetTime);
      }
      for (const key of keys) {
        const { totalHits, resetTime } = await deps.phoneStore.increment(key);
        if (totalHits > deps.limits.perPhone) return refuse(resetTime);
      }
    } catch (error) {
      deps.logger.error(error, 'referral rate limiter store failed');
      if (!deps.passOnStoreError) return next(error);
    }
    next();
  };
}
