import type { FormEvent } from 'react';
import { useRef } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useLocation } from '../../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import type { TFieldError } from '@firm/shared/forms/validation-result';
import type { TSubmitOutcome } from '../utils/submit-outcome';
import { HIDDEN_FIELDS } from '../utils/wire-fields';
import type { TShownError } from './use-shown-error';
import type { TFormAlert } from './use-submission';
import { useSubmission } from './use-submission';

type TSuccess = Extract<TSubmitOutcome, { kind: 'success' }>;

/** What {@link useSubmitPipeline} needs from a form hook. */
export type TSubmitPipelineOptions<TValues extends FieldValues, TData> = {
  locale: TLocale;
  form: UseFormReturn<TValues, unknown, TData>;
  shown: TShownError;
  /** The message to show from the start (the answer to a post made without JavaScript). */
  initialAlert: TFormAlert | null;
  /** Where the server's messages show (e.g. a referral's message beside the list); unchanged by default. */
  toShown?: (errors: TFieldError[]) => TFieldError[];
};

/**
 * The submission steps every form shares: the submission state, the honeypot, the page URL, the
 * validation run with its network fallback, and the failure shown beside its field or above the button.
 */
export function useSubmitPipeline<TValues extends FieldValues, TData>({
  locale,
  form,
  shown,
  initialAlert,
  toShown = (errors) => errors,
}: TSubmitPipelineOptions<TValues, TData>) {
  const submission = useSubmission(initialAlert);
  const honeypot = useRef<HTMLInputElement>(null);
  const { pathname, search } = useLocation();
  const pageUrl = pathname + search;

  /** Sends once; a success goes to `onSuccess` (with what the answer said), a failure shows beside its field or as the form's alert. */
  const send = (
    request: () => Promise<TSubmitOutcome>,
    onSuccess: (outcome: TSuccess) => Promise<void> | void,
  ): Promise<void> =>
    submission.run(request, async (outcome) => {
      if (outcome.kind === 'success') {
        await onSuccess(outcome);
        return;
      }
      if (outcome.kind === 'invalid' && shown.showServerErrors(toShown(outcome.errors))) return;
      if (outcome.kind === 'limited') {
        submission.setAlert({ tone: 'error', text: outcome.message, contact: true });
        return;
      }
      submission.setAlert({
        tone: 'error',
        text: outcome.kind === 'failed' ? outcome.message : (outcome.errors[0]?.message ?? ''),
      });
    });

  /** The hidden fields a body carries besides the visible ones. */
  const hiddenFields = (variant: string, idempotencyKey: string, token: string) => ({
    [HIDDEN_FIELDS.token]: token,
    [HIDDEN_FIELDS.variant]: variant,
    [HIDDEN_FIELDS.idempotencyKey]: idempotencyKey,
    [HIDDEN_FIELDS.pageUrl]: pageUrl,
    [HIDDEN_FIELDS.honeypot]: honeypot.current?.value ?? '',
  });

  /** The form's submit handler: clears the messages, runs `beforeValidate`, validates, then `onValid`. */
  const submitWith =
    (onValid: SubmitHandler<TData>, beforeValidate?: () => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      shown.reset();
      submission.setAlert(null);
      beforeValidate?.();
      try {
        await form.handleSubmit(onValid, shown.onInvalid)(event);
      } catch {
        // The validation code could not be loaded (the connection dropped).
        submission.setAlert({ tone: 'error', text: t(locale, 'submit.networkError') });
      }
    };

  return { submission, honeypot, pageUrl, send, hiddenFields, submitWith };
}
