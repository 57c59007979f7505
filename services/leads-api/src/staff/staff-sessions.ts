import { createHash, randomBytes } from 'node:crypto';
import { STAFF_SESSION } from '@firm/shared/staff/staff-policy';
import type { TClock } from './clock';
import type { TSessionStore, TStoredSession } from './session-store';

/** Lifetimes of a session (the policy's by default; tests may shorten them). */
export type TSessionLifetimes = { idleMs: number; absoluteMs: number; touchEveryMs: number };

/** A session that is still valid, with the hash it is stored under. */
export type TLiveSession = TStoredSession & { idHash: string };

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 (hex) a session id is stored under. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Staff sessions over a store: a fresh random id (32 bytes) at every sign-in, never one the client
 * chose; signed out after `idleMs` without a request or `absoluteMs` after sign-in, checked against
 * the injected clock whatever the store.
 */
export class StaffSessions {
  constructor(
    private readonly store: TSessionStore,
    private readonly clock: TClock,
    private readonly lifetimes: TSessionLifetimes = STAFF_SESSION,
  ) {}

  /** The store's kind (for the start log). */
  get storeKind(): TSessionStore['kind'] {
    return this.store.kind;
  }

  private ttl(session: TStoredSession, now: number): number {
    return Math.min(this.lifetimes.idleMs, session.createdAt + this.lifetimes.absoluteMs - now);
  }

  /** Starts a session for an account; the returned id goes into the cookie only. */
  async start(staffId: number): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const session = { staffId, createdAt: now, lastSeenAt: now };
    await this.store.create(hashSessionId(id), session, this.ttl(session, now));
    return id;
  }

  /**
   * The session of a cookie value when it is still valid (its last-seen time moved on); null for a
   * malformed, unknown, idle or too old one (which is then forgotten).
   */
  async resolve(id: string): Promise<TLiveSession | null> {
    if (!ID_PATTERN.test(id)) return null;
    const idHash = hashSessionId(id);
    const session = await this.store.get(idHash);
    if (!session) return null;
    const now = this.clock.now();
    const idle = now - session.lastSeenAt >= this.lifetimes.idleMs;
    const old = now - session.createdAt >= this.lifetimes.absoluteMs;
    if (idle || old || now < session.createdAt) {
      await this.store.destroy(idHash);
      return null;
    }
    if (now - session.lastSeenAt >= this.lifetimes.touchEveryMs) {
      await this.store.touch(idHash, now, this.ttl(session, now));
      return { ...session, lastSeenAt: now, idHash };
    }
    return { ...session, idHash };
  }

  /** Ends one session (sign-out). */
  async end(idHash: string): Promise<void> {
    await this.store.destroy(idHash);
  }

  /** Ends every session of an account. */
  async endAllOf(staffId: number): Promise<void> {
    await this.store.destroyAllOf(staffId);
  }
}
