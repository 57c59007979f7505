import type { Request, RequestHandler, Response } from 'express';
import express from 'express';
import { FORM_VARIANTS, isFormVariantId } from '@firm/shared/forms/form-variants';
import type { TFormVariant } from '@firm/shared/forms/form-types';
import { localeOfPath } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { BODY_LIMITS, withFieldLimits } from '@firm/shared/server/body-limits';
import { getHref } from '@firm/shared/routes/route-map';
import type { Logger } from '@firm/shared/server/logger';
import { FORM_ENDPOINTS } from '../../features/lead-forms/api/form-endpoints';
import type { TFormPostResult } from '../../features/lead-forms/utils/form-post-result';
import { FORM_POST_KIND, invalidPost } from '../../features/lead-forms/utils/form-post-result';
import { HIDDEN_FIELDS } from '../../features/lead-forms/utils/wire-fields';
import {
  parseReferralIntent,
  REFERRAL_INTENT,
} from '../../features/lead-forms/utils/referral-intent';
import type { TSubmitOutcome } from '../../features/lead-forms/utils/submit-outcome';
import { failed } from '../../features/lead-forms/utils/submit-outcome';
import { fetchCsrfGrant } from '../csrf-token';
import {
  isIdempotencyKey,
  newIdempotencyKey,
} from '../../features/lead-forms/utils/idempotency-key';
import { SAFE_THANK_YOU_QUERY, thankYouHref } from '../../lib/safe-page';
import { forwardForm } from './forward-form';
import { isOwnPagePost, withSetCookies } from './post-origin';
import { applyReferralIntent } from './referral-draft';

/** Where the page renderer finds the answer to a form post (`res.locals[FORM_POST_LOCAL]`). */
export const FORM_POST_LOCAL = 'formPost';

/** What {@link formPostHandler} needs. */
export type TFormPostDeps = {
  leadsApiUrl: string;
  /** The site's public origin (a post must come from the site's own pages). */
  publicOrigin: string;
  logger: Logger;
  /** How long leads-api may take. @defaultValue 15000 */
  timeoutMs?: number;
  /** How long leads-api may take to give a token. @defaultValue 2000 */
  tokenTimeoutMs?: number;
};

// The thank-you page names its own fragment: otherwise the browser would carry the form's fragment over.
const THANK_YOU_FRAGMENT = '#main';

// Never shown again: the token (the edge gets a fresh one), the honeypot, the button that was pressed,
// the thank-you page's marker (the page renders it again).
const NOT_KEPT = new Set<string>([
  HIDDEN_FIELDS.token,
  HIDDEN_FIELDS.honeypot,
  REFERRAL_INTENT.field,
  HIDDEN_FIELDS.thankYou,
]);

function firstStrings(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? (value[0] as unknown) : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

function kept(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !NOT_KEPT.has(name)));
}

/**
 * The anti-forgery step of a post made without JavaScript: the post must come from the site's own pages
 * (what the browser says of its origin), then the edge gets the visitor a token from leads-api (their
 * cookies forwarded, the new cookies sent back to them) and sends it with the form, as the page's script
 * would have. Without the origin, or when no token comes, the form is not sent.
 */
async function withToken(
  variant: TFormVariant,
  fields: Record<string, string>,
  req: Request,
  res: Response,
  deps: TFormPostDeps,
  logger: Logger,
): Promise<{ fields: Record<string, string>; cookie: string } | TSubmitOutcome> {
  if (!isOwnPagePost(req, deps.publicOrigin)) {
    logger.warn({ path: req.path }, 'form post refused: not from one of our pages');
    return failed(variant.locale, 'submit.error');
  }
  const grant = await fetchCsrfGrant({
    leadsApiUrl: deps.leadsApiUrl,
    req,
    timeoutMs: deps.tokenTimeoutMs ?? 2_000,
    logger,
  });
  if (!grant.token) return failed(variant.locale, 'submit.networkError');
  for (const cookie of grant.setCookies) res.append('set-cookie', cookie);
  return {
    fields: { ...fields, [HIDDEN_FIELDS.token]: grant.token },
    cookie: withSetCookies(req.get('cookie'), grant.setCookies),
  };
}

async function submit(
  variant: TFormVariant,
  fields: Record<string, string>,
  req: Request,
  res: Response,
  deps: TFormPostDeps,
) {
  const logger = (res.locals.log as Logger | undefined) ?? deps.logger;
  const { [HIDDEN_FIELDS.thankYou]: thankYou, ...sent } = fields;
  const signed = await withToken(variant, sent, req, res, deps, logger);
  const outcome =
    'kind' in signed
      ? signed
      : await forwardForm({
          leadsApiUrl: deps.leadsApiUrl,
          endpoint: FORM_ENDPOINTS[variant.kind],
          fields: signed.fields,
          locale: variant.locale,
          req,
          cookie: signed.cookie,
          timeoutMs: deps.timeoutMs ?? 15_000,
          logger,
        });
  const values = kept(fields);
  if (outcome.kind === 'invalid') return invalidPost(variant.id, values, outcome.errors);
  if (outcome.kind === 'failed' || outcome.kind === 'limited') {
    return {
      kind: FORM_POST_KIND,
      variant: variant.id,
      status: outcome.kind,
      values,
      errors: [],
      message: outcome.message,
    } satisfies TFormPostResult;
  }
  if (variant.thankYou) {
    const safe = thankYou === SAFE_THANK_YOU_QUERY.value;
    return thankYouHref(getHref(variant.thankYou, variant.locale), safe) + THANK_YOU_FRAGMENT;
  }
  // The social-media form stays: it empties, keeping the agent, and links to the lead it created.
  const message = t(variant.locale, 'socialMedia.success');
  return {
    kind: FORM_POST_KIND,
    variant: variant.id,
    status: 'success',
    values: { agente: fields['agente'] ?? '' },
    errors: [],
    message,
    leadId: outcome.leadId,
  } satisfies TFormPostResult;
}

/**
 * Forms posted before JavaScript runs (a real `<form method="post">` to the page itself): the post is sent
 * on to leads-api; success answers 303 to the thank-you page; otherwise the answer is left in
 * `res.locals.formPost` and the next handler renders the page again with the messages and the visitor's
 * input (the page route's loader hands it to the forms). A referral list step (AGREGAR, EDITAR, ELIMINAR)
 * is applied here without reaching leads-api. A post that names no form is refused with 405.
 */
export function formPostHandler(deps: TFormPostDeps): RequestHandler[] {
  const urlencoded = withFieldLimits(
    express.urlencoded({
      extended: false,
      limit: BODY_LIMITS.maxBodyBytes,
      parameterLimit: BODY_LIMITS.maxFields,
    }),
  );
  // The one body rule of the lead paths (BODY_LIMITS): its 4xx answers in the page's language.
  const body: RequestHandler = (req, res, next) => {
    res.locals.locale = localeOfPath(req.path);
    urlencoded(req, res, next);
  };
  const handle: RequestHandler = async (req, res, next) => {
    const posted = firstStrings(req.body);
    // The page is the same for every visitor, so it carries no key: this post gets its own, and the page
    // shown again after a refused post keeps it, so the corrected post still names one lead.
    const key = posted[HIDDEN_FIELDS.idempotencyKey];
    const fields: Record<string, string> = {
      ...posted,
      [HIDDEN_FIELDS.idempotencyKey]: isIdempotencyKey(key) ? key : newIdempotencyKey(),
    };
    const id = fields[HIDDEN_FIELDS.variant];
    if (!isFormVariantId(id)) {
      res.status(405).set('allow', 'GET, HEAD').end();
      return;
    }
    const variant = FORM_VARIANTS[id];
    const intent =
      variant.kind === 'referrals' ? parseReferralIntent(fields[REFERRAL_INTENT.field]) : null;
    const answer = intent
      ? applyReferralIntent(kept(fields), intent)
      : await submit(variant, fields, req, res, deps);
    if (typeof answer === 'string') {
      res.redirect(303, answer);
      return;
    }
    res.locals[FORM_POST_LOCAL] = answer;
    next();
  };
  return [body, handle];
}
