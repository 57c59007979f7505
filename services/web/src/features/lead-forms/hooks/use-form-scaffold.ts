import { useCallback, useId, useMemo } from 'react';
import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { TFormVariantId } from '@firm/shared/forms/form-types';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import type { TFieldError } from '@firm/shared/forms/validation-result';
import type { TValidationModule } from '../api/load-validation';
import { lazyResolver } from '../api/load-validation';
import type { TFormPostResult } from '../utils/form-post-result';
import { HIDDEN_FIELDS } from '../utils/wire-fields';
import { useFormPostResult } from './use-form-post-result';
import { useIdempotencyKey } from './use-idempotency-key';
import { useShownError } from './use-shown-error';
import { useSubmitPipeline } from './use-submit-pipeline';
import type { TFormAlert } from './use-submission';

/**
 * What a form hook tells {@link useFormScaffold}. The functions are module-level constants of the form
 * hook (stable between renders).
 */
export type TFormScaffoldOptions<
  TValues extends FieldValues,
  TData,
  TVariant extends TFormVariantId,
> = {
  variant: TVariant;
  /** The variant's resolver in the lazily loaded validation module. */
  resolverOf: (module: TValidationModule, variant: TVariant) => Resolver<TValues, unknown, TData>;
  /** The inputs' first values, given the answer to a no-JavaScript post (null on a fresh page). */
  initialValues: (posted: TFormPostResult | null) => TValues;
  /** The message shown from the start; by default the post's message as an error. */
  initialAlert?: (posted: TFormPostResult | null) => TFormAlert | null;
  /** Whether the post's idempotency key names the next submission too. @defaultValue true */
  keepsPostedKey?: (posted: TFormPostResult) => boolean;
  /** Where the server's messages show (e.g. a referral's beside the list). @defaultValue unchanged */
  toShown?: (errors: TFieldError[]) => TFieldError[];
  /** Focuses a field that is not a registered input (given the form's input ids); true if it did. */
  focusElse?: (field: string, idOf: (field: string) => string) => boolean;
};

const errorAlert = (posted: TFormPostResult | null): TFormAlert | null =>
  posted?.message
    ? { tone: 'error', text: posted.message, contact: posted.status === 'limited' }
    : null;

/**
 * The set-up every lead form shares (SPEC §4, §5): ids for its inputs, the answer to a no-JavaScript post,
 * the form instance's idempotency key, react-hook-form with the shared schema's resolver loaded on first
 * use, the one message shown in check order, and the submission pipeline (token, overlay, network
 * fallback). Each form hook adds only its own fields and what it sends.
 */
export function useFormScaffold<
  TValues extends FieldValues,
  TData,
  TVariant extends TFormVariantId,
>({
  variant,
  resolverOf,
  initialValues,
  initialAlert = errorAlert,
  keepsPostedKey = () => true,
  toShown = (errors) => errors,
  focusElse,
}: TFormScaffoldOptions<TValues, TData, TVariant>) {
  const def = FORM_VARIANTS[variant];
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const posted = useFormPostResult(variant);
  const postedKey =
    posted && keepsPostedKey(posted) ? posted.values[HIDDEN_FIELDS.idempotencyKey] : undefined;
  const [idempotencyKey, renewKey] = useIdempotencyKey(idOf('key'), postedKey);
  const resolver = useMemo(
    () => lazyResolver((module: TValidationModule) => resolverOf(module, variant)),
    [resolverOf, variant],
  );
  const defaults = useMemo(() => initialValues(posted), [initialValues, posted]);
  const form = useForm<TValues, unknown, TData>({
    resolver,
    defaultValues: defaults as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const postedErrors = posted?.status === 'invalid' ? posted.errors : [];
  const focusOther = useCallback(
    (field: string) => focusElse?.(field, (name) => `${baseId}-${name}`) ?? false,
    [focusElse, baseId],
  );
  const shown = useShownError(def, form, toShown(postedErrors), focusOther);
  const pipeline = useSubmitPipeline({
    locale: def.locale,
    form,
    shown,
    initialAlert: initialAlert(posted),
    toShown,
  });

  /** Registers an input; editing it hides its message until the next submission. */
  const field = (name: Path<TValues>) => form.register(name, { onChange: () => shown.clear(name) });

  return {
    def,
    locale: def.locale,
    idOf,
    posted,
    idempotencyKey,
    renewKey,
    form,
    defaults,
    shown,
    field,
    ...pipeline,
  };
}
