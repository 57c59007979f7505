import type { RequestHandler } from 'express';
import express from 'express';
import type { TStaffAccessLevel } from '@firm/shared/staff/staff-policy';
import type { TCsrf } from '../csrf/csrf';
import { formBody } from '../http/form-body';
import type { TRequireStaff } from './require-staff';

const json = express.json({ limit: '16kb' });
const form = formBody();

/**
 * Parses a staff POST: JSON (the staff pages' scripts) or a form (the pages posted without
 * JavaScript, forwarded by the web edge; multipart as the social-media form sends).
 */
export function staffBody(): RequestHandler {
  return (req, res, next) => {
    if (req.is('application/json')) return json(req, res, next);
    return form(req, res, next);
  };
}

/**
 * What goes before every staff POST handler: the role guard first (an anonymous caller is refused, 401,
 * before its body is read), the body parser, then the anti-forgery check.
 */
export function staffPost(
  requireStaff: TRequireStaff,
  csrf: TCsrf,
  role: TStaffAccessLevel = 'intake',
): RequestHandler[] {
  return [requireStaff(role), staffBody(), csrf.protect];
}
