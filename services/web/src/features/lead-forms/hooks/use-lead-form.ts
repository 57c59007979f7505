import type { FormEvent } from 'react';
import { useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TFieldName, TLeadVariantId } from '@firm/shared/forms/form-types';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import type { TLeadData, TLeadInput } from '@firm/shared/forms/lead-schemas';
import { t } from '@firm/shared/i18n/messages';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { getHref } from '@firm/shared/routes/route-map';
import { lazyResolver, loadValidation } from '../api/load-validation';
import { sendForm } from '../api/send-form';
import { HIDDEN_FIELDS, toFormData } from '../utils/wire-fields';
import type { TSubmitOutcome } from '../utils/submit-outcome';
import { useFormPostResult } from './use-form-post-result';
import { useIdempotencyKey } from './use-idempotency-key';
import { useShownError } from './use-shown-error';
import { useSubmission } from './use-submission';

/** The values of a lead form as its inputs hold them. */
export type TLeadFormValues = TLeadInput;

const EMPTY: Required<Omit<TLeadFormValues, 'seccion' | 'fecha_hora'>> = {
  nombre: '',
  email: '',
  phone: '',
  mensaje: '',
  situacion: '',
  casado: '',
  estancia: '',
  checkbox: false,
};

function initialValues(posted: Record<string, string> | undefined): TLeadFormValues {
  if (!posted) return EMPTY;
  const text = (name: keyof typeof EMPTY) => posted[name] ?? '';
  return {
    nombre: text('nombre'),
    email: text('email'),
    phone: text('phone'),
    mensaje: text('mensaje'),
    situacion: text('situacion'),
    casado: text('casado'),
    estancia: text('estancia'),
    checkbox: posted['checkbox'] ? posted['checkbox'] : false,
  };
}

/** The answers that decide whether the parole form asks for a situation. */
export type TParoleAnswers = { casado?: unknown; estancia?: unknown };

/** Props of the lead form hook and component. */
export type TLeadFormOptions = {
  variant: TLeadVariantId;
  seccion: string;
  /**
   * For variants that ask for a situation only when the visitor does not qualify (parole): the rule. It is
   * passed in so the code of every page (the footer form) does not carry the schemas it lives beside.
   */
  needsSituation?: (answers: TParoleAnswers) => boolean;
};

/**
 * Everything a lead form does (SPEC §4, §5): react-hook-form with the variant's shared schema, the one
 * message shown in check order with the focus on its field, the submission with a fresh token, sanitized
 * fields and the form instance's idempotency key, then the thank-you page or the message of §8.
 */
export function useLeadForm({ variant, seccion, needsSituation: situationRule }: TLeadFormOptions) {
  const def = FORM_VARIANTS[variant];
  const locale = def.locale;
  const baseId = useId();
  const idOf = (field: TFieldName | 'key' | 'honeypot') => `${baseId}-${field}`;
  const posted = useFormPostResult(variant);
  const [idempotencyKey, renewKey] = useIdempotencyKey(
    idOf('key'),
    posted?.values[HIDDEN_FIELDS.idempotencyKey],
  );
  const resolver = useMemo(
    () => lazyResolver<TLeadFormValues, TLeadData>((m) => m.leadResolver(variant)),
    [variant],
  );
  const defaults = useMemo(() => initialValues(posted?.values), [posted]);
  const form = useForm<TLeadFormValues, unknown, TLeadData>({
    resolver,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const shown = useShownError(def, form, posted?.status === 'invalid' ? posted.errors : []);
  const submission = useSubmission(
    posted?.message ? { tone: 'error', text: posted.message } : null,
  );
  const honeypot = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const pageUrl = pathname + search;
  const [casado, estancia] = form.watch(['casado', 'estancia']);
  const needsSituation =
    def.situation === 'required' ||
    (def.situation === 'when-not-qualified' && Boolean(situationRule?.({ casado, estancia })));

  const after = async (outcome: TSubmitOutcome) => {
    if (outcome.kind === 'success') {
      form.reset(EMPTY);
      renewKey();
      if (def.thankYou) await navigate(getHref(def.thankYou, locale));
      return;
    }
    if (outcome.kind === 'invalid' && shown.showServerErrors(outcome.errors)) return;
    const text = outcome.kind === 'failed' ? outcome.message : (outcome.errors[0]?.message ?? '');
    submission.setAlert({ tone: 'error', text });
  };

  const onValid = async (data: TLeadData) => {
    const lead = needsSituation ? data : { ...data, situacion: null };
    const { leadPayload } = await loadValidation();
    return submission.run(
      () =>
        sendForm({
          locale,
          endpoint: API_PATHS.leadSubmit,
          tokenFailure: 'submit.networkError',
          body: ({ token, source }) =>
            toFormData(
              leadPayload(variant, lead, {
                seccion,
                source,
                token,
                idempotencyKey,
                pageUrl,
                honeypot: honeypot.current?.value ?? '',
                now: new Date(),
              }),
            ),
        }),
      after,
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    shown.reset();
    submission.setAlert(null);
    try {
      await form.handleSubmit(onValid, shown.onInvalid)(event);
    } catch {
      // The validation code could not be loaded (the connection dropped).
      submission.setAlert({ tone: 'error', text: t(locale, 'submit.networkError') });
    }
  };

  /** Registers a field; editing it hides its message until the next submission. */
  const field = (name: keyof TLeadFormValues) =>
    form.register(name, { onChange: () => shown.clear(name) });

  return {
    def,
    locale,
    idOf,
    form,
    field,
    shown,
    submission,
    onSubmit,
    honeypot,
    idempotencyKey,
    pageUrl,
    needsSituation,
    defaults,
    seccion,
    variant,
  };
}
