import type { TRouteMatch } from '@firm/shared/routes/route-map';
import {
  STAFF_API_PATHS,
  staffPrivacyLeadPath,
  staffPrivacyRequestPath,
} from '@firm/shared/routes/staff-paths';
import type { TUpstream } from './staff-assignment-posts';

/** The fields of the privacy forms, kept when a refused post renders its page again. */
export const PRIVACY_FIELDS = [
  'kind',
  'receivedOn',
  'channel',
  'requester',
  'identityCheck',
  'note',
  'outcome',
  'extendTo',
  'extensionReason',
  'request_id',
  'name',
  'email',
  'phone',
  'message',
  'reason',
  'requestId',
  'spamDays',
  'unengagedMonths',
  'callClickMonths',
] as const;

const idOf = (value: string | undefined) => (/^\d{1,15}$/.test(value ?? '') ? Number(value) : 0);

const pick = (fields: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(
    names.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]!]),
  );

/** The leads checked on the request form: a repeated field (several boxes) or one. */
export function checkedLeadIds(body: unknown): string {
  const value = (body as Record<string, unknown> | undefined)?.leadIds;
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string').join(',');
}

/**
 * The privacy forms (issue 31) posted to their pages: a request logged or updated
 * (`/staff/privacidad`), the retention schedule (`action=retention`, same page) and a lead's correction, legal hold and erasure (`/staff/prospectos/:id`,
 * `action=correct|hold|hold-lift|erase`). Null when
 * the post stands for none of them.
 */
export function privacyUpstreamOf(
  match: TRouteMatch,
  fields: Record<string, string>,
): TUpstream | null {
  const action = fields.action ?? '';
  if (match.id === 'staffPrivacy' && action === 'create')
    return {
      form: 'privacy-request',
      path: STAFF_API_PATHS.privacyRequests,
      fields: pick(fields, [
        'kind',
        'receivedOn',
        'channel',
        'requester',
        'identityCheck',
        'note',
        'leadIds',
      ]),
      done: 'created',
    };
  if (match.id === 'staffPrivacy' && action === 'retention')
    return {
      form: 'privacy-retention',
      path: STAFF_API_PATHS.privacyRetention,
      fields: pick(fields, ['spamDays', 'unengagedMonths', 'callClickMonths']),
      done: 'retention',
    };
  const requestId = idOf(fields.request_id);
  if (match.id === 'staffPrivacy' && action === 'update' && requestId)
    return {
      form: 'privacy-request',
      path: staffPrivacyRequestPath(requestId),
      fields: pick(fields, [
        'status',
        'outcome',
        'identityCheck',
        'extendTo',
        'extensionReason',
        'addLeadIds',
      ]),
      done: 'updated',
    };
  const leadId = idOf(match.params.id);
  if (match.id === 'staffLead' && action === 'correct' && leadId) {
    // an empty box is "not corrected", except an e-mail or message the admin cleared on purpose
    const given = ['name', 'email', 'phone', 'message'].filter(
      (name) => fields[name] !== undefined && fields[name] !== fields[`was_${name}`],
    );
    return {
      form: 'lead-correct',
      path: staffPrivacyLeadPath(leadId, 'correct'),
      fields: pick(fields, [...given, 'reason']),
      done: 'correct',
    };
  }
  if (match.id === 'staffLead' && leadId) return erasureUpstreamOf(leadId, action, fields);
  return null;
}

/** The legal hold and erasure forms of a lead's privacy card (`action=hold|hold-lift|erase`). */
function erasureUpstreamOf(
  leadId: number,
  action: string,
  fields: Record<string, string>,
): TUpstream | null {
  if (action === 'hold' || action === 'hold-lift')
    return {
      form: 'lead-hold',
      path: staffPrivacyLeadPath(leadId, action === 'hold' ? 'hold' : 'hold/lift'),
      fields: pick(fields, ['reason']),
      done: action,
    };
  if (action === 'erase')
    return {
      form: 'lead-erase',
      path: staffPrivacyLeadPath(leadId, 'erase'),
      // an empty request number is "none"
      fields: pick(fields, fields.requestId ? ['reason', 'requestId'] : ['reason']),
      done: 'erase',
    };
  return null;
}
