import type { Request, RequestHandler, Response } from 'express';
import express from 'express';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { getHref } from '@firm/shared/routes/route-map';
import {
  RETURN_PARAM,
  STAFF_API_PATHS,
  STAFF_SIGN_OUT_PATH,
  safeReturnPath,
} from '@firm/shared/routes/staff-paths';
import type { Logger } from '@firm/shared/server/logger';
import type { TStaffFormId, TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { landingOf, signInHref } from './staff-gate';
import { callLeadsApi, type TUpstreamAnswer } from './staff-upstream';

/** Where the page renderer finds the answer to a staff form post (`res.locals`). */
export const STAFF_POST_LOCAL = 'staffPost';

/** What {@link staffFormPosts} needs. */
export type TStaffFormPostDeps = { leadsApiUrl: string; logger: Logger };

type TPostKind = { form: TStaffFormId | 'sign-out'; locale: TLocale };

/** The paths the staff forms post to, and what each one is. */
export const STAFF_FORM_PATHS: Readonly<Record<string, TPostKind>> = {
  [getHref('staffSignIn', 'es')]: { form: 'sign-in', locale: 'es' },
  [getHref('staffSignIn', 'en')]: { form: 'sign-in', locale: 'en' },
  [getHref('staffPassword', 'es')]: { form: 'password', locale: 'es' },
  [getHref('staffPassword', 'en')]: { form: 'password', locale: 'en' },
  [STAFF_SIGN_OUT_PATH]: { form: 'sign-out', locale: 'es' },
};

/** The string fields of a parsed form body. */
export function fieldsOf(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** A staff API path asking for English answers when the page is English. */
export const withLang = (path: string, locale: TLocale) =>
  locale === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path;

/** Passes leads-api's cookies (a rotated or cleared session) on to the browser. */
export function passOn(res: Response, answer: TUpstreamAnswer): void {
  for (const cookie of answer.setCookies) res.append('set-cookie', cookie);
}

/** A refused post as its page shows it again: the message, the failing fields, the values to keep. */
export function refusal(
  form: TStaffFormId,
  locale: TLocale,
  answer: TUpstreamAnswer,
  values: Record<string, string>,
): TStaffPostResult {
  const list = Array.isArray(answer.body.errors) ? answer.body.errors : [];
  const errors = list.flatMap((item: unknown) => {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
  const message =
    typeof answer.body.message === 'string' ? answer.body.message : t(locale, 'submit.error');
  return { form, message, errors, values };
}

/**
 * The staff forms posted to their pages (they work before JavaScript): sign-in, password change and
 * sign-out go on to leads-api with the visitor's cookies; the session cookie comes back through the
 * edge. Success answers 303 (the return path — a staff path of this site only —, the password page
 * for a one-time password, or the sign-in page after sign-out); a refusal renders the page again with
 * the message (passwords are never sent back). The staff gate has run first.
 */
export function staffFormPosts(deps: TStaffFormPostDeps): RequestHandler[] {
  const body = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
  const handle: RequestHandler = async (req: Request, res, next) => {
    const kind = STAFF_FORM_PATHS[req.path];
    if (!kind) return next();
    const fields = fieldsOf(req.body);
    const locale: TLocale =
      kind.form === 'sign-out' ? (fields.lang === 'en' ? 'en' : 'es') : kind.locale;
    const call = (path: string, form: Record<string, string>) =>
      callLeadsApi({ leadsApiUrl: deps.leadsApiUrl, path: withLang(path, locale), req, form });
    const token = fields._token ?? '';
    const returnPath = safeReturnPath(fields[RETURN_PARAM]);

    if (kind.form === 'sign-out') {
      const answer = await call(STAFF_API_PATHS.logout, { _token: token });
      passOn(res, answer);
      res.redirect(
        303,
        answer.status === 200 ? signInHref(locale, null) : getHref('staffHome', locale),
      );
      return;
    }
    if (kind.form === 'sign-in') {
      const answer = await call(STAFF_API_PATHS.session, {
        email: fields.email ?? '',
        password: fields.password ?? '',
        _token: token,
      });
      passOn(res, answer);
      if (answer.status === 200) {
        const landing = landingOf(locale, returnPath);
        const mustChange = (answer.body.staff as { mustChangePassword?: boolean } | undefined)
          ?.mustChangePassword;
        const password = getHref('staffPassword', locale);
        res.redirect(
          303,
          mustChange ? `${password}?${RETURN_PARAM}=${encodeURIComponent(landing)}` : landing,
        );
        return;
      }
      res.locals[STAFF_POST_LOCAL] = refusal('sign-in', locale, answer, {
        email: fields.email ?? '',
        [RETURN_PARAM]: returnPath ?? '',
      });
      res.status(answer.status);
      return next();
    }
    const answer = await call(STAFF_API_PATHS.password, {
      current_password: fields.current_password ?? '',
      new_password: fields.new_password ?? '',
      confirm_password: fields.confirm_password ?? '',
      _token: token,
    });
    passOn(res, answer);
    if (answer.status === 200) {
      res.redirect(303, landingOf(locale, returnPath));
      return;
    }
    if (answer.status === 401) {
      res.redirect(303, signInHref(locale, getHref('staffPassword', locale)));
      return;
    }
    res.locals[STAFF_POST_LOCAL] = refusal('password', locale, answer, {});
    res.status(answer.status);
    next();
  };
  return [body, handle];
}
