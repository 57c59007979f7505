import type { Request } from 'express';
import { ZStaffIdentitySchema, type TStaffIdentity } from '@firm/shared/staff/staff-identity';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { Logger } from '@firm/shared/server/logger';
import { visitorHeaders } from '../visitor-headers';

/** An answer of leads-api to the edge: status, JSON body and the cookies to pass on. */
export type TUpstreamAnswer = {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
};

/** Calls leads-api on the visitor's behalf (their cookies and address), a form body when given. */
export async function callLeadsApi(options: {
  leadsApiUrl: string;
  path: string;
  req: Request;
  form?: Record<string, string>;
  timeoutMs?: number;
}): Promise<TUpstreamAnswer> {
  const response = await fetch(`${options.leadsApiUrl}${options.path}`, {
    method: options.form ? 'POST' : 'GET',
    headers: {
      ...visitorHeaders(options.req),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(options.form ? { body: new URLSearchParams(options.form).toString() } : {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body, setCookies: response.headers.getSetCookie() };
}

/** Who is signed in (null when nobody or leads-api did not answer) and the cookies to pass on. */
export type TStaffLookup = { staff: TStaffIdentity | null; setCookies: string[]; failed: boolean };

/**
 * Asks leads-api who the visitor's staff cookie belongs to. A forged or expired cookie comes back
 * cleared (its Set-Cookie is passed on), so the browser is signed out.
 */
export async function lookUpStaff(options: {
  leadsApiUrl: string;
  req: Request;
  logger: Logger;
}): Promise<TStaffLookup> {
  try {
    const answer = await callLeadsApi({
      ...options,
      path: STAFF_API_PATHS.session,
      timeoutMs: 5000,
    });
    if (answer.status === 200) {
      const parsed = ZStaffIdentitySchema.safeParse(answer.body.staff);
      if (parsed.success)
        return { staff: parsed.data, setCookies: answer.setCookies, failed: false };
    }
    return { staff: null, setCookies: answer.setCookies, failed: answer.status >= 500 };
  } catch (error) {
    options.logger.warn({ reason: (error as Error).message }, 'staff session lookup failed');
    return { staff: null, setCookies: [], failed: true };
  }
}
