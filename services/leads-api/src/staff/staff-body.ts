import type { RequestHandler } from 'express';
import express from 'express';
import { formBody } from '../http/form-body';

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
