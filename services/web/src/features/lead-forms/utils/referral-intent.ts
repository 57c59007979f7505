/**
 * The referral list's buttons are submit buttons naming an intent, so the list can be built before
 * JavaScript runs: the edge applies the intent and renders the form again.
 */
import type { TReferralAction, TReferralList } from './referral-list';
import { readReferralList } from './referral-list';

/** The referral entry's state: the list, the typed entry and its message. */
export type TReferralEntryState = {
  list: TReferralList;
  name: string;
  phone: string;
  error: { field: string; message: string } | null;
};

/** The intent field and its values ('edit:2', 'remove:0'). */
export const REFERRAL_INTENT = {
  field: 'intent',
  add: 'add',
  edit: 'edit:',
  remove: 'remove:',
} as const;

/** Fields of the referral being typed, named apart from the referrer's own. */
export const REFERRAL_ENTRY_FIELDS = {
  nombre: 'referido_nombre',
  phone: 'referido_phone',
  editing: 'editando',
} as const;

/** What a posted intent asks for: save the typed entry, or a list action; null for the final submission. */
export type TReferralIntent =
  { type: 'save' } | Extract<TReferralAction, { type: 'edit' | 'remove' }>;

/**
 * Reads the intent of a referral form post.
 * @param value - the `intent` field
 */
export function parseReferralIntent(value: string | undefined): TReferralIntent | null {
  if (value === REFERRAL_INTENT.add) return { type: 'save' };
  for (const type of ['edit', 'remove'] as const) {
    const prefix = REFERRAL_INTENT[type];
    if (value?.startsWith(prefix)) {
      const index = Number(value.slice(prefix.length));
      return Number.isInteger(index) && index >= 0 ? { type, index } : null;
    }
  }
  return null;
}

/**
 * The entry's starting state from a post made without JavaScript: the list, the typed entry, the entry
 * being edited and the entry's message (named `referido_nombre` / `referido_phone` on the wire).
 * @param values - the posted values
 * @param errors - the posted errors
 */
export function referralEntryStart(
  values: Record<string, string>,
  errors: readonly { field: string; message: string }[],
): TReferralEntryState {
  const items = readReferralList(values['referidos']);
  const editingValue = values[REFERRAL_ENTRY_FIELDS.editing];
  const index = Number(editingValue);
  const editing =
    editingValue && Number.isInteger(index) && index >= 0 && index < items.length ? index : null;
  const entryError = errors.find(
    (e) => e.field === REFERRAL_ENTRY_FIELDS.nombre || e.field === REFERRAL_ENTRY_FIELDS.phone,
  );
  return {
    list: { items, editing },
    name: values[REFERRAL_ENTRY_FIELDS.nombre] ?? '',
    phone: values[REFERRAL_ENTRY_FIELDS.phone] ?? '',
    error: entryError
      ? {
          field: entryError.field === REFERRAL_ENTRY_FIELDS.phone ? 'phone' : 'nombre',
          message: entryError.message,
        }
      : null,
  };
}
