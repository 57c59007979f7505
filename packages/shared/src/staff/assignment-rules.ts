/**
 * Every lead has an owner (issue 29 §3): the admins' assignment rules, the members' availability and
 * what the staff API answers about them. The rules share the routing rules' matcher
 * (`routing-rules.ts`: the most specific matching rule decides).
 */
import { z } from 'zod';
import type { TLocale } from '../i18n/locale';
import type { TStaffRole } from './staff-policy';
import type { TRuleAuditEntry, TRuleConditions } from './routing-rules';

/** How a rule chooses: in turns among its available members, or always its one member. */
export const ASSIGNMENT_MODES = ['round_robin', 'fixed'] as const;

/** A rule's mode. */
export type TAssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/** The most members one rule may name. */
export const ASSIGNMENT_MEMBERS_MAX = 50;

/** The longest note of a rule. */
export const ASSIGNMENT_NOTE_MAX_LENGTH = 500;

/** One rule: its conditions (null = any; none at all: the default pool) and its members. */
export type TAssignmentRule = TRuleConditions & {
  formVariant: string | null;
  situation: string | null;
  locale: TLocale | null;
  mode: TAssignmentMode;
  memberIds: number[];
};

/** A rule as the admins' page shows it. */
export type TAssignmentRuleView = TAssignmentRule & { note: string; updatedAt: string };

/** A member who may own leads (an intake member or an admin), as the rules page lists them. */
export type TAssignableMember = {
  id: number;
  name: string;
  email: string;
  role: TStaffRole;
  available: boolean;
  disabled: boolean;
};

/** One audited change of an assignment rule. */
export type TAssignmentAuditEntry = TRuleAuditEntry<TAssignmentRuleView>;

/** `GET /api/staff/assignment`: the rules, the members who may own leads, and the latest changes. */
export type TAssignmentOverview = {
  rules: TAssignmentRuleView[];
  members: TAssignableMember[];
  audit: TAssignmentAuditEntry[];
};

/** A lead's owner as the inbox card and the lead page show it. */
export type TLeadOwner = { id: number; name: string };

const zText = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' && !value.includes('\u0000') ? value : ''));

// a posted list of ids: repeated form fields, one field with commas or spaces, or a JSON array
const zIdList = z
  .unknown()
  .optional()
  .transform((value) => {
    const items = Array.isArray(value) ? value : [value];
    return items
      .flatMap((item) =>
        typeof item === 'number'
          ? [String(item)]
          : typeof item === 'string'
            ? item.split(/[\s,]+/)
            : [],
      )
      .filter(Boolean);
  });

/** `POST /api/staff/assignment` (and `/:id`): a rule as a form or JSON posts it (checked by leads-api). */
export const ZAssignmentRuleInputSchema = z.object({
  form_variant: zText,
  situation: zText,
  locale: zText,
  mode: zText,
  /** The members' ids (`members` repeated, or one field `3,5,8`). */
  members: zIdList,
  note: zText,
});

/** A posted rule, before its checks. */
export type TAssignmentRuleInput = z.infer<typeof ZAssignmentRuleInputSchema>;

/** `POST /api/staff/leads/:id/assign`: the member who takes the lead. */
export const ZAssignLeadSchema = z.object({
  staffId: z
    .unknown()
    .optional()
    .transform((value) => {
      const text =
        typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      return /^\d{1,15}$/.test(text) ? Number(text) : null;
    }),
});

/** `POST /api/staff/me/availability`: `true`/`false` (JSON) or `'true'`/`'false'` (a form). */
export const ZAvailabilitySchema = z.object({
  available: z
    .unknown()
    .optional()
    .transform((value) =>
      value === true || value === 'true'
        ? true
        : value === false || value === 'false'
          ? false
          : null,
    ),
});
