import { ZStaffIdentitySchema, type TStaffIdentity } from '../staff/staff-identity';

/**
 * The header in which the web edge names the signed-in staff member to content-api (the studio API).
 * content-api believes it only beside the edge's secret (`x-edge-secret`, constant-time), and the edge
 * drops any copy a browser sends: the member is the one leads-api found for the session cookie.
 */
export const STAFF_IDENTITY_HEADER = 'x-staff-identity';

/** The header's value: the identity as base64url JSON (names may hold accents, headers may not). */
export function encodeStaffIdentity(identity: TStaffIdentity): string {
  return Buffer.from(JSON.stringify(identity), 'utf8').toString('base64url');
}

/**
 * The identity a header value names; null when absent, repeated, malformed or not an identity.
 * @param value - the header as received
 */
export function decodeStaffIdentity(value: string | string[] | undefined): TStaffIdentity | null {
  if (typeof value !== 'string' || value.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(value))
    return null;
  try {
    const parsed = ZStaffIdentitySchema.safeParse(
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
