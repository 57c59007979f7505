/**
 * The referral list of the referrals form (SPEC §4): add, edit (the entry goes back into the inputs and the
 * button reads EDITAR until it is saved) and delete.
 */
import type { TReferral } from '@firm/shared/forms/referral-schemas';

/** The list and the index of the entry being edited, if any. */
export type TReferralList = { items: TReferral[]; editing: number | null };

/** A change to the list. */
export type TReferralAction =
  | { type: 'save'; referral: TReferral }
  | { type: 'edit'; index: number }
  | { type: 'remove'; index: number }
  | { type: 'clear' };

/** The empty list. */
export const EMPTY_REFERRAL_LIST: TReferralList = { items: [], editing: null };

/**
 * Applies a change: `save` adds the referral, or replaces the one being edited; `edit` marks an entry;
 * `remove` deletes one (keeping the edited entry's index right); `clear` empties the list.
 * @param list - the current list
 * @param action - the change
 */
export function referralListReducer(list: TReferralList, action: TReferralAction): TReferralList {
  switch (action.type) {
    case 'save': {
      if (list.editing === null) return { items: [...list.items, action.referral], editing: null };
      const items = list.items.map((item, i) => (i === list.editing ? action.referral : item));
      return { items, editing: null };
    }
    case 'edit':
      return action.index >= 0 && action.index < list.items.length
        ? { ...list, editing: action.index }
        : list;
    case 'remove': {
      const items = list.items.filter((_, i) => i !== action.index);
      let editing = list.editing;
      if (editing === action.index) editing = null;
      else if (editing !== null && action.index < editing) editing -= 1;
      return { items, editing };
    }
    case 'clear':
      return EMPTY_REFERRAL_LIST;
  }
}

/**
 * Reads a referral list carried as JSON (the hidden `referidos` field of a form posted without
 * JavaScript); anything that is not a list of name/phone pairs reads as empty.
 * @param value - the field's value
 */
export function readReferralList(value: string | undefined): TReferral[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      const { nombre, phone } = (item ?? {}) as { nombre?: unknown; phone?: unknown };
      return typeof nombre === 'string' && typeof phone === 'string' ? [{ nombre, phone }] : [];
    });
  } catch {
    return [];
  }
}
