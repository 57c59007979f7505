import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import type { TFormVariant } from '@firm/shared/forms/form-types';
import { SAFETY_FIELDS } from '@firm/shared/forms/safety-wire';
import type { TFieldError } from '@firm/shared/forms/validation-result';
import { firstErrorField } from '../utils/first-error';

/** What {@link useShownError} gives a form. */
export type TShownError = {
  /** The field whose message shows, if any. */
  field: string | null;
  /** The message beside a field, only for the shown one. */
  messageOf: (field: string) => string | undefined;
  /** After a failed client validation: keeps only the first failing check and moves the focus to it. */
  onInvalid: (errors: FieldErrors) => void;
  /** Shows the server's (422) errors the same way; returns false when none names a field of the form. */
  showServerErrors: (errors: TFieldError[]) => boolean;
  /** The visitor edited a field: its message goes until the next submission. */
  clear: (field: string) => void;
  /** Forgets every message (a new submission starts). */
  reset: () => void;
};

/**
 * The one message a form shows at a time (SPEC §4, §5): the first failing check in the variant's order,
 * from the client's validation or the server's answer (also the answer to a post made without JavaScript).
 * @param variant - the form's checks and fields
 * @param form - the react-hook-form instance
 * @param initial - server errors to show first (a no-JavaScript post's answer)
 * @param focusElse - focuses a field that is not a registered input (e.g. the referral list); true if it did
 */
export function useShownError<T extends FieldValues>(
  variant: Pick<TFormVariant, 'checks' | 'fields'>,
  form: UseFormReturn<T, unknown, unknown>,
  initial: TFieldError[] = [],
  focusElse?: (field: string) => boolean,
): TShownError {
  const [server, setServer] = useState<TFieldError | null>(() => pickFirst(variant, initial));
  const clientErrors = form.formState.errors as Record<string, { message?: unknown } | undefined>;
  const clientField = firstErrorField(
    variant,
    Object.keys(clientErrors).filter((name) => clientErrors[name]),
  );
  const field = clientField ?? server?.field ?? null;

  const focus = useCallback(
    (name: string) => {
      if (!focusElse?.(name)) form.setFocus(name as never);
    },
    [form, focusElse],
  );

  // The answer to a post made without JavaScript: once hydrated, the focus goes to its field.
  const focusedInitial = useRef(false);
  useEffect(() => {
    if (focusedInitial.current) return;
    focusedInitial.current = true;
    if (server) focus(server.field);
  }, [server, focus]);

  const onInvalid = useCallback(
    (errors: FieldErrors) => {
      setServer(null);
      const first = firstErrorField(variant, Object.keys(errors));
      const others = Object.keys(errors).filter((name) => name !== first);
      if (others.length) form.clearErrors(others as never);
      if (first) focus(first);
    },
    [variant, form, focus],
  );

  const showServerErrors = useCallback(
    (errors: TFieldError[]) => {
      const first = pickFirst(variant, errors);
      if (!first) return false;
      setServer(first);
      focus(first.field);
      return true;
    },
    [variant, focus],
  );

  const clear = useCallback(
    (name: string) => {
      if (clientErrors[name]) form.clearErrors(name as never);
      setServer((current) => (current?.field === name ? null : current));
    },
    [clientErrors, form],
  );

  const reset = useCallback(() => {
    setServer(null);
    form.clearErrors();
  }, [form]);

  const messageOf = (name: string): string | undefined => {
    if (name !== field) return undefined;
    const client = clientErrors[name]?.message;
    return typeof client === 'string' ? client : server?.message;
  };

  return { field, messageOf, onInvalid, showServerErrors, clear, reset };
}

// The safety questions are no field of a variant (the page decides whether they show, issue 29).
const SAFETY_NAMES: readonly string[] = Object.values(SAFETY_FIELDS);

function pickFirst(
  variant: Pick<TFormVariant, 'checks' | 'fields'>,
  errors: TFieldError[],
): TFieldError | null {
  const known = errors.filter((error) => {
    const name = error.field.split('.')[0] ?? '';
    return (variant.fields as readonly string[]).includes(name) || SAFETY_NAMES.includes(name);
  });
  const field = firstErrorField(
    variant,
    known.map((error) => error.field),
  );
  return known.find((error) => error.field === field) ?? null;
}
