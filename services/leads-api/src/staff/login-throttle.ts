import { withTransaction, type Pool } from '@firm/shared/server/db';
import {
  STAFF_LOGIN_THROTTLE,
  throttleDelayMs,
  type TThrottleRule,
} from '@firm/shared/staff/staff-policy';
import type { TClock } from './clock';
import {
  forgetFailures,
  lockFailureRows,
  setFailures,
  takeBackFailure,
} from './login-throttle.repository';

type TKey = { key: string; rule: TThrottleRule };

/** The answer of {@link LoginThrottle.admit}. */
export type TAdmission = { admitted: true } | { admitted: false; retryAfterMs: number };

/**
 * The sign-in throttle (numbers in `STAFF_LOGIN_THROTTLE`), in `staff_login_failures` so every
 * instance counts together. An attempt is counted as a failure before the password is checked
 * (rows locked, so parallel guesses queue up instead of all passing the check) and taken back when
 * it succeeds. While a key must wait, attempts are refused uncounted: they cannot lengthen the wait.
 */
export class LoginThrottle {
  constructor(
    private readonly pool: Pool,
    private readonly clock: TClock,
    private readonly rules = STAFF_LOGIN_THROTTLE,
  ) {}

  private keysOf(email: string, ip: string | null): TKey[] {
    const keys: TKey[] = [
      { key: `account:${email.trim().toLowerCase()}`, rule: this.rules.account },
    ];
    if (ip) keys.push({ key: `ip:${ip}`, rule: this.rules.ip });
    return keys.sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Admits an attempt (counting it as a failure for now) or says how long to wait. */
  async admit(email: string, ip: string | null): Promise<TAdmission> {
    const keys = this.keysOf(email, ip);
    const now = this.clock.now();
    return withTransaction(this.pool, async (client) => {
      const rows = await lockFailureRows(
        client,
        keys.map((k) => k.key),
      );
      let wait = 0;
      const counts = new Map<string, number>();
      for (const { key, rule } of keys) {
        const row = rows.find((r) => r.key === key);
        const last = row ? row.last_failure_at.getTime() : 0;
        const failures = row && now - last < rule.forgetAfterMs ? row.failures : 0;
        counts.set(key, failures);
        if (failures > 0) wait = Math.max(wait, last + throttleDelayMs(rule, failures) - now);
      }
      if (wait > 0) return { admitted: false, retryAfterMs: wait };
      for (const { key } of keys) {
        await setFailures(client, key, (counts.get(key) ?? 0) + 1, new Date(now));
      }
      return { admitted: true };
    });
  }

  /** A successful sign-in: the account's failures are forgotten and the IP's attempt taken back. */
  async succeeded(email: string, ip: string | null): Promise<void> {
    const [account, address] = [`account:${email.trim().toLowerCase()}`, ip ? `ip:${ip}` : null];
    await forgetFailures(this.pool, account);
    if (address) await takeBackFailure(this.pool, address);
  }
}
