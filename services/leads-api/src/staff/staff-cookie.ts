import type { CookieOptions, Request, Response } from 'express';
import { STAFF_SESSION } from '@firm/shared/staff/staff-policy';

/** The session cookie's name over plain HTTP (development). */
export const STAFF_COOKIE = 'firm_staff';
/** Over HTTPS: the `__Host-` prefix makes the browser refuse it unless Secure, Path=/ and host-only. */
export const STAFF_COOKIE_SECURE = '__Host-firm_staff';

/** Reads and writes the staff session cookie. */
export type TStaffCookie = {
  read: (req: Request) => string | undefined;
  set: (res: Response, id: string) => void;
  clear: (res: Response) => void;
};

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, no Domain, Max-Age of the absolute lifetime;
 * Secure (and `__Host-`) when `secure`.
 */
export function staffCookie(secure: boolean): TStaffCookie {
  const name = secure ? STAFF_COOKIE_SECURE : STAFF_COOKIE;
  const options: CookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  return {
    read(req) {
      const value: unknown = req.cookies?.[name];
      return typeof value === 'string' && value ? value : undefined;
    },
    set(res, id) {
      res.cookie(name, id, { ...options, maxAge: STAFF_SESSION.absoluteMs });
    },
    clear(res) {
      res.clearCookie(name, options);
    },
  };
}
