import type { Request, RequestHandler } from 'express';
import express from 'express';
import { matchRoute, type TRouteMatch } from '@firm/shared/routes/route-map';
import {
  STAFF_API_PATHS,
  staffFollowUpDonePath,
  staffLeadPath,
  staffRoutingRulePath,
} from '@firm/shared/routes/staff-paths';
import type { Logger } from '@firm/shared/server/logger';
import { DONE_PARAM } from '../../features/staff/utils/staff-post-result';
import { fieldsOf, passOn, refusal, STAFF_POST_LOCAL, withLang } from './staff-form-posts';
import { signInHref } from './staff-gate';
import {
  ASSIGNMENT_RULE_FIELDS,
  checkedMembers,
  ownerUpstreamOf,
  type TUpstream,
} from './staff-assignment-posts';
import { checkedLeadIds, PRIVACY_FIELDS, privacyUpstreamOf } from './staff-privacy-posts';
import { callLeadsApi } from './staff-upstream';

/** What {@link staffInboxPosts} needs. */
export type TStaffInboxPostDeps = { leadsApiUrl: string; logger: Logger };

const RULE_FIELDS = ['channel', 'form_variant', 'section_prefix', 'situation', 'targets', 'note'];

const pick = (fields: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, fields[name] ?? '']));

/** Which staff API call a form posted to an inbox page stands for; null when it stands for none. */
function upstreamOf(match: TRouteMatch, fields: Record<string, string>): TUpstream | null {
  const action = fields.action ?? '';
  const owner = ownerUpstreamOf(match, fields) ?? privacyUpstreamOf(match, fields);
  if (owner) return owner;
  if (match.id === 'staffLead') {
    const id = /^\d{1,15}$/.test(match.params.id ?? '') ? Number(match.params.id) : 0;
    if (!id) return null;
    if (action === 'status')
      return {
        form: 'lead-status',
        path: staffLeadPath(id, 'status'),
        fields: pick(fields, ['status', 'note']),
        done: 'status',
      };
    if (action === 'note')
      return {
        form: 'lead-note',
        path: staffLeadPath(id, 'notes'),
        fields: pick(fields, ['body']),
        done: 'note',
      };
    if (action === 'call')
      return {
        form: 'lead-call',
        path: staffLeadPath(id, 'calls'),
        fields: pick(fields, ['outcome', 'note', 'draft']),
        done: 'call',
      };
    if (action === 'resend')
      return { form: 'lead-resend', path: staffLeadPath(id, 'resend'), fields: {}, done: 'resend' };
    if (action === 'follow-up')
      return {
        form: 'lead-follow-up',
        path: staffLeadPath(id, 'follow-ups'),
        fields: pick(fields, ['dueAt', 'note']),
        done: 'follow-up',
      };
    if (action === 'do-not-contact' || action === 'do-not-contact-lift')
      return {
        form: 'lead-dnc',
        path: staffLeadPath(id, action === 'do-not-contact' ? action : 'do-not-contact/lift'),
        fields: pick(fields, ['reason']),
        done: action,
        // a mark on a lead marked meanwhile (another tab, another member) was recorded: say so
        doneOf: (body) => (body.alreadyMarked === true ? 'do-not-contact-again' : action),
      };
    const followUpId = /^\d{1,15}$/.test(fields.follow_up_id ?? '')
      ? Number(fields.follow_up_id)
      : 0;
    if (action === 'follow-up-done' && followUpId)
      return {
        form: 'lead-follow-up',
        path: staffFollowUpDonePath(id, followUpId),
        fields: {},
        done: 'follow-up-done',
      };
    return null;
  }
  if (match.id === 'staffRouting') {
    const ruleId = /^\d{1,15}$/.test(fields.rule_id ?? '') ? Number(fields.rule_id) : 0;
    const rule = pick(fields, RULE_FIELDS);
    if (action === 'add')
      return { form: 'routing', path: STAFF_API_PATHS.routing, fields: rule, done: 'add' };
    if (action === 'edit' && ruleId)
      return { form: 'routing', path: staffRoutingRulePath(ruleId), fields: rule, done: 'edit' };
    if (action === 'delete' && ruleId)
      return {
        form: 'routing',
        path: staffRoutingRulePath(ruleId, 'delete'),
        fields: {},
        done: 'delete',
      };
    if (action === 'target')
      return {
        form: 'intake-settings',
        path: STAFF_API_PATHS.intakeSettings,
        fields: pick(fields, ['firstContactTargetMinutes']),
        done: 'target',
      };
  }
  return null;
}

// the pages whose forms this handler forwards (the staff home: the member's availability)
const INBOX_PAGES = new Set<string>([
  'staffLead',
  'staffRouting',
  'staffAssignment',
  'staffHome',
  'staffPrivacy',
]);

/**
 * The inbox's forms posted to their pages (they work before JavaScript): a lead's status change, note,
 * call, re-send, call back set or done and new owner (`/staff/prospectos/:id`), a routing rule's add,
 * edit and delete and the first-contact target (`/staff/enrutamiento`), an assignment rule's
 * (`/staff/asignacion`) and the member's availability (the staff home),
 * each naming its `action`. The staff gate has run first (anonymous posts never get here; an intake
 * member's routing post was answered 403). Forwarded to leads-api with the member's cookies; success
 * answers 303 back to the page with `?hecho=<action>`, a refusal renders the page again with the
 * message in the page's language and the values posted.
 */
export function staffInboxPosts(deps: TStaffInboxPostDeps): RequestHandler[] {
  // an assignment rule's form posts one `members` field per member checked
  const body = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 80 });
  // other posts (the lead forms) go on untouched, their body unread
  const onlyInboxPages: RequestHandler = (req, _res, next) => {
    const id = matchRoute(req.path)?.id;
    return next(id && INBOX_PAGES.has(id) ? undefined : 'route');
  };
  const handle: RequestHandler = async (req: Request, res, next) => {
    const match = matchRoute(req.path)!;
    const fields = fieldsOf(req.body);
    if (match.id === 'staffAssignment') fields.members = checkedMembers(req.body);
    if (match.id === 'staffPrivacy') fields.leadIds = checkedLeadIds(req.body);
    const upstream = upstreamOf(match, fields);
    if (!upstream) {
      res.status(400).type('text/plain; charset=utf-8').send('Bad request');
      return;
    }
    const answer = await callLeadsApi({
      leadsApiUrl: deps.leadsApiUrl,
      path: withLang(upstream.path, match.locale),
      req,
      form: { ...upstream.fields, _token: fields._token ?? '' },
    });
    passOn(res, answer);
    if (answer.status === 401) {
      res.redirect(303, signInHref(match.locale, req.path));
      return;
    }
    if (answer.status < 300) {
      const done = upstream.doneOf?.(answer.body) ?? upstream.done;
      res.redirect(303, `${req.path}?${DONE_PARAM}=${done}`);
      return;
    }
    res.locals[STAFF_POST_LOCAL] = refusal(upstream.form, match.locale, answer, {
      ...pick(fields, RULE_FIELDS),
      ...pick(fields, [...ASSIGNMENT_RULE_FIELDS, 'staff_id']),
      ...pick(fields, ['body', 'outcome', 'draft', 'dueAt', 'firstContactTargetMinutes']),
      ...pick(fields, [...PRIVACY_FIELDS]),
      status: fields.status ?? '',
      action: fields.action ?? '',
      rule_id: fields.rule_id ?? '',
    });
    res.status(answer.status);
    next();
  };
  return [onlyInboxPages, body, handle];
}
