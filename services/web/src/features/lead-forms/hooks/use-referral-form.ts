import { useCallback, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import type {
  TReferral,
  TReferralBatch,
  TReferralBatchInput,
} from '@firm/shared/forms/referral-schemas';
import { digitsOnly, sanitizeLine } from '@firm/shared/forms/sanitize';
import type { TFieldError } from '@firm/shared/forms/validation-result';
import { getHref } from '@firm/shared/routes/route-map';
import { FORM_ENDPOINTS } from '../api/form-endpoints';
import { lazyResolver } from '../api/load-validation';
import { sendForm } from '../api/send-form';
import { CHECKED_VALUE, HIDDEN_FIELDS } from '../utils/wire-fields';
import { referralEntryStart } from '../utils/referral-intent';
import { useFormPostResult } from './use-form-post-result';
import { useIdempotencyKey } from './use-idempotency-key';
import { useReferralEntry } from './use-referral-entry';
import { useShownError } from './use-shown-error';
import { useSubmitPipeline } from './use-submit-pipeline';

const VARIANT = FORM_VARIANTS.referrals;

// A message about one referral of the list ('referidos.0.phone') shows beside the list.
function atList(errors: TFieldError[]): TFieldError[] {
  return errors.map((error) =>
    error.field.startsWith('referidos.') ? { ...error, field: 'referidos' } : error,
  );
}

/**
 * The referrals form (SPEC §4, §5): the referrer's name and phone, the list of referrals, the consent; sent
 * as one batch (all or nothing), then the referral thank-you page.
 */
export function useReferralForm() {
  const locale = VARIANT.locale;
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const posted = useFormPostResult('referrals');
  const values = posted?.values ?? {};
  const postedErrors = posted?.status === 'invalid' ? posted.errors : [];
  const entry = useReferralEntry(referralEntryStart(values, postedErrors));
  const [idempotencyKey, renewKey] = useIdempotencyKey(
    idOf('key'),
    values[HIDDEN_FIELDS.idempotencyKey],
  );
  const resolver = useMemo(
    () => lazyResolver<TReferralBatchInput, TReferralBatch>((m) => m.referralBatchResolver()),
    [],
  );
  const form = useForm<TReferralBatchInput, unknown, TReferralBatch>({
    resolver,
    defaultValues: {
      nombre: values['nombre'] ?? '',
      phone: values['phone'] ?? '',
      checkbox: values['checkbox'] ?? false,
      referidos: [],
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const entryNameId = idOf('entry-nombre');
  const focusList = useCallback(
    (field: string) => {
      if (field !== 'referidos') return false;
      document.getElementById(entryNameId)?.focus();
      return true;
    },
    [entryNameId],
  );
  const shown = useShownError(VARIANT, form, atList(postedErrors), focusList);
  const { submission, honeypot, pageUrl, send, hiddenFields, submitWith } = useSubmitPipeline({
    locale,
    form,
    shown,
    initialAlert: posted?.message ? { tone: 'error', text: posted.message } : null,
    toShown: atList,
  });
  const navigate = useNavigate();

  const onValid = (batch: TReferralBatch) =>
    send(
      () =>
        sendForm({
          locale,
          endpoint: FORM_ENDPOINTS.referrals,
          tokenFailure: 'submit.networkError',
          body: ({ token }) => ({
            nombre: sanitizeLine(batch.nombre),
            phone: digitsOnly(batch.phone),
            referidos: batch.referidos.map((r: TReferral) => ({
              nombre: sanitizeLine(r.nombre),
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

  const field = (name: 'nombre' | 'phone' | 'checkbox') =>
    form.register(name, { onChange: () => shown.clear(name) });
  const saveEntry = async () => {
    const failed = await entry.save();
    if (!failed) shown.clear('referidos');
    return failed;
  };

  return {
    def: VARIANT,
    locale,
    idOf,
    form,
    field,
    shown,
    submission,
    entry,
    saveEntry,
    onSubmit,
    honeypot,
    idempotencyKey,
    pageUrl,
    values,
  };
}
