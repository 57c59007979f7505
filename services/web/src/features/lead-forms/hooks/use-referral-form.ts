import type { FormEvent } from 'react';
import { useCallback, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import type {
  TReferral,
  TReferralBatch,
  TReferralBatchInput,
} from '@firm/shared/forms/referral-schemas';
import { digitsOnly, sanitizeLine } from '@firm/shared/forms/sanitize';
import type { TFieldError } from '@firm/shared/forms/validation-result';
import { t } from '@firm/shared/i18n/messages';
import { getHref } from '@firm/shared/routes/route-map';
import { FORM_ENDPOINTS } from '../api/form-endpoints';
import { lazyResolver } from '../api/load-validation';
import { sendForm } from '../api/send-form';
import { CHECKED_VALUE, HIDDEN_FIELDS } from '../utils/wire-fields';
import { referralEntryStart } from '../utils/referral-intent';
import type { TSubmitOutcome } from '../utils/submit-outcome';
import { useFormPostResult } from './use-form-post-result';
import { useIdempotencyKey } from './use-idempotency-key';
import { useReferralEntry } from './use-referral-entry';
import { useShownError } from './use-shown-error';
import { useSubmission } from './use-submission';

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
  const submission = useSubmission(
    posted?.message ? { tone: 'error', text: posted.message } : null,
  );
  const honeypot = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const pageUrl = pathname + search;

  const after = async (outcome: TSubmitOutcome) => {
    if (outcome.kind === 'success') {
      renewKey();
      await navigate(getHref('referralThankYou', locale));
      return;
    }
    if (outcome.kind === 'invalid' && shown.showServerErrors(atList(outcome.errors))) return;
    submission.setAlert({
      tone: 'error',
      text: outcome.kind === 'failed' ? outcome.message : (outcome.errors[0]?.message ?? ''),
    });
  };

  const onValid = (batch: TReferralBatch) =>
    submission.run(
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
            [HIDDEN_FIELDS.token]: token,
            [HIDDEN_FIELDS.variant]: VARIANT.id,
            [HIDDEN_FIELDS.idempotencyKey]: idempotencyKey,
            [HIDDEN_FIELDS.pageUrl]: pageUrl,
            [HIDDEN_FIELDS.honeypot]: honeypot.current?.value ?? '',
          }),
        }),
      after,
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    shown.reset();
    submission.setAlert(null);
    form.setValue('referidos', entry.list.items);
    try {
      await form.handleSubmit(onValid, shown.onInvalid)(event);
    } catch {
      // The validation code could not be loaded (the connection dropped).
      submission.setAlert({ tone: 'error', text: t(locale, 'submit.networkError') });
    }
  };

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
