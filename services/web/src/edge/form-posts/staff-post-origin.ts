import type { RequestHandler } from 'express';
import { localeOfPath } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { isStaffPath } from '@firm/shared/routes/staff-paths';
import type { Logger } from '@firm/shared/server/logger';
import { isOwnPagePost } from './post-origin';

/** What {@link staffPostOrigin} needs. */
export type TStaffPostOriginDeps = { publicOrigin: string; logger: Logger };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The public forms' own-page rule on every staff page post (sign-in, password, sign-out, a lead's
 * status, routing rules, the queue dashboard's actions): a post that another site's page made, or that
 * does not say where it comes from, is refused with 403 in the page's language before it reaches
 * leads-api. Why: the staff forms carry a token, but a token and its cookies can be planted (a cookie
 * set from a sibling host), and the session cookie rides along with a top-level form post.
 */
export function staffPostOrigin(deps: TStaffPostOriginDeps): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method) || !isStaffPath(req.path)) return next();
    if (isOwnPagePost(req, deps.publicOrigin)) return next();
    const log = (res.locals.log as Logger | undefined) ?? deps.logger;
    log.warn({ path: req.path }, 'staff post refused: not from one of our pages');
    res
      .status(403)
      .type('text/plain; charset=utf-8')
      .send(t(localeOfPath(req.path), 'submit.error'));
  };
}
