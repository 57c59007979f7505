import type { Request, RequestHandler } from 'express';
import express from 'express';
import { FORM_VARIANTS, isFormVariantId } from '@firm/shared/forms/form-variants';
import type { TFormVariant } from '@firm/shared/forms/form-types';
import { t } from '@firm/shared/i18n/messages';
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
import { forwardForm } from './forward-form';
import { applyReferralIntent } from './referral-draft';

/** Where the page renderer finds the answer to a form post (`res.locals[FORM_POST_LOCAL]`). */
export const FORM_POST_LOCAL = 'formPost';

/** What {@link formPostHandler} needs. */
export type TFormPostDeps = {
  leadsApiUrl: string;
  logger: Logger;
  /** How long leads-api may take. @defaultValue 15000 */
  timeoutMs?: number;
};

// The thank-you page names its own fragment: otherwise the browser would carry the form's fragment over.
const THANK_YOU_FRAGMENT = '#main';

// Never shown again: the token (a fresh one is rendered), the honeypot, the button that was pressed.
const NOT_KEPT = new Set<string>([
  HIDDEN_FIELDS.token,
  HIDDEN_FIELDS.honeypot,
  REFERRAL_INTENT.field,
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

async function submit(
  variant: TFormVariant,
  fields: Record<string, string>,
  req: Request,
  deps: TFormPostDeps,
) {
  const outcome = await forwardForm({
    leadsApiUrl: deps.leadsApiUrl,
    endpoint: FORM_ENDPOINTS[variant.kind],
    fields,
    locale: variant.locale,
    req,
    timeoutMs: deps.timeoutMs ?? 15_000,
    logger: (req.res?.locals.log as Logger | undefined) ?? deps.logger,
  });
  const values = kept(fields);
  if (outcome.kind === 'invalid') return invalidPost(variant.id, values, outcome.errors);
  if (outcome.kind === 'failed') {
    return {
      kind: FORM_POST_KIND,
      variant: variant.id,
      status: 'failed',
      values,
      errors: [],
      message: outcome.message,
    } satisfies TFormPostResult;
  }
  if (variant.thankYou) return getHref(variant.thankYou, variant.locale) + THANK_YOU_FRAGMENT;
  // The social-media form stays: it empties, keeping the agent, and says it was sent.
  const message = t(variant.locale, 'socialMedia.success');
  return {
    kind: FORM_POST_KIND,
    variant: variant.id,
    status: 'success',
    values: { agente: fields['agente'] ?? '' },
    errors: [],
    message,
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
  const body = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 60 });
  const handle: RequestHandler = async (req, res, next) => {
    const fields = firstStrings(req.body);
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
      : await submit(variant, fields, req, deps);
    if (typeof answer === 'string') {
      res.redirect(303, answer);
      return;
    }
    res.locals[FORM_POST_LOCAL] = answer;
    next();
  };
  return [body, handle];
}
