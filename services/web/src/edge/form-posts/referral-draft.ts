/**
 * The referral list built without JavaScript: each AGREGAR / EDITAR / ELIMINAR button posts the whole form
 * with its intent, and the page comes back with the list changed.
 */
import { validateReferral } from '@firm/shared/forms/referral-schemas';
import type { TFormPostResult } from '../../features/lead-forms/utils/form-post-result';
import { FORM_POST_KIND } from '../../features/lead-forms/utils/form-post-result';
import type { TReferralIntent } from '../../features/lead-forms/utils/referral-intent';
import {
  REFERRAL_ENTRY_FIELDS,
  referralEntryStart,
} from '../../features/lead-forms/utils/referral-intent';
import { referralListReducer } from '../../features/lead-forms/utils/referral-list';
import type { TReferralList } from '../../features/lead-forms/utils/referral-list';

/**
 * Applies a referral intent to the posted form and returns the form to show again: the list changed and
 * the entry inputs filled or emptied, or the entry's first failing check (as `referido_nombre` /
 * `referido_phone`).
 * @param fields - the posted fields (the list travels as JSON in `referidos`)
 * @param intent - what the button asked for
 */
export function applyReferralIntent(
  fields: Record<string, string>,
  intent: TReferralIntent,
): TFormPostResult {
  const start = referralEntryStart(fields, []);
  let list: TReferralList = start.list;
  const entry = { nombre: start.name, phone: start.phone };
  const result = (errors: TFormPostResult['errors']): TFormPostResult => ({
    kind: FORM_POST_KIND,
    variant: 'referrals',
    status: errors.length ? 'invalid' : 'draft',
    values: {
      ...fields,
      referidos: JSON.stringify(list.items),
      [REFERRAL_ENTRY_FIELDS.nombre]: entry.nombre,
      [REFERRAL_ENTRY_FIELDS.phone]: entry.phone,
      [REFERRAL_ENTRY_FIELDS.editing]: list.editing === null ? '' : String(list.editing),
    },
    errors,
    message: null,
  });

  if (intent.type === 'save') {
    const checked = validateReferral(entry);
    if (!checked.ok) {
      const first = checked.errors[0];
      const field =
        first?.field === 'phone' ? REFERRAL_ENTRY_FIELDS.phone : REFERRAL_ENTRY_FIELDS.nombre;
      return result(first ? [{ field, message: first.message }] : []);
    }
    list = referralListReducer(list, { type: 'save', referral: checked.data });
    entry.nombre = '';
    entry.phone = '';
    return result([]);
  }
  const removesEdited = intent.type === 'remove' && list.editing === intent.index;
  list = referralListReducer(list, intent);
  const edited = intent.type === 'edit' ? list.items[intent.index] : undefined;
  if (edited) Object.assign(entry, edited);
  if (removesEdited) Object.assign(entry, { nombre: '', phone: '' });
  return result([]);
}
