import { useNavigate } from '../../../lib/site-router';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import type {
  TReferral,
  TReferralBatch,
  TReferralBatchInput,
} from '@firm/shared/forms/referral-schemas';
import { digitsOnly, sanitizeName } from '@firm/shared/forms/sanitize';
import type { TFieldError } from '@firm/shared/forms/validation-result';
import { getHref } from '@firm/shared/routes/route-map';
import { FORM_ENDPOINTS } from '../api/form-endpoints';
import type { TValidationModule } from '../api/load-validation';
import { sendForm } from '../api/send-form';
import type { TFormPostResult } from '../utils/form-post-result';
import { CHECKED_VALUE } from '../utils/wire-fields';
import { referralEntryStart } from '../utils/referral-intent';
import { useFormPostResult } from './use-form-post-result';
import { useFormScaffold } from './use-form-scaffold';
import { useReferralEntry } from './use-referral-entry';

const VARIANT = FORM_VARIANTS.referrals;

// A message about one referral of the list ('referidos.0.phone') shows beside the list.
function atList(errors: TFieldError[]): TFieldError[] {
  return errors.map((error) =>
    error.field.startsWith('referidos.') ? { ...error, field: 'referidos' } : error,
  );
}

const resolverOf = (module: TValidationModule) => module.referralBatchResolver();

// A message about the list moves the focus to the entry's name input.
function focusElse(field: string, idOf: (field: string) => string): boolean {
  if (field !== 'referidos') return false;
  document.getElementById(idOf('entry-nombre'))?.focus();
  return true;
}

// The list lives outside react-hook-form (see `useReferralEntry`); it starts empty here.
function initialValues(posted: TFormPostResult | null): TReferralBatchInput {
  const values = posted?.values ?? {};
  return {
    nombre: values['nombre'] ?? '',
    phone: values['phone'] ?? '',
    checkbox: values['checkbox'] ?? false,
    referidos: [],
  };
}

/**
 * The referrals form (SPEC §4, §5): the referrer's name and phone, the list of referrals, the consent; sent
 * as one batch (all or nothing), then the referral thank-you page.
 */
export function useReferralForm() {
  const posted = useFormPostResult(VARIANT.id);
  const values = posted?.values ?? {};
  const entry = useReferralEntry(
    referralEntryStart(values, posted?.status === 'invalid' ? posted.errors : []),
  );
  const scaffold = useFormScaffold({
    variant: VARIANT.id,
    resolverOf,
    initialValues,
    toShown: atList,
    focusElse,
  });
  const { locale, form, shown, send, hiddenFields, submitWith } = scaffold;
  const { idempotencyKey, renewKey } = scaffold;
  const navigate = useNavigate();

  const onValid = (batch: TReferralBatch) =>
    send(
      () =>
        sendForm({
          locale,
          endpoint: FORM_ENDPOINTS.referrals,
          tokenFailure: 'submit.networkError',
          body: ({ token }) => ({
            nombre: sanitizeName(batch.nombre),
            phone: digitsOnly(batch.phone),
            referidos: batch.referidos.map((r: TReferral) => ({
              nombre: sanitizeName(r.nombre),
              phone: digitsOnly(r.phone),
            })),
            checkbox: CHECKED_VALUE,
            ...hiddenFields(VARIANT.id, idempotencyKey, token),
          }),
        }),
      async () => {
        renewKey();
        await navigate(getHref('referralThankYou', locale));
      },
    );

  // The list lives outside react-hook-form; it joins the values just before they are checked.
  const onSubmit = submitWith(onValid, () => form.setValue('referidos', entry.list.items));

  const saveEntry = async () => {
    const failed = await entry.save();
    if (!failed) shown.clear('referidos');
    return failed;
  };

  return { ...scaffold, entry, saveEntry, onSubmit, values };
}
