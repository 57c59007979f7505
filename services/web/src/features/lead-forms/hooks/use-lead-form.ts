import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { TFieldName, TLeadVariantId } from '@firm/shared/forms/form-types';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import type { TLeadData, TLeadInput } from '@firm/shared/forms/lead-schemas';
import { paroleNeedsSituation } from '@firm/shared/forms/parole-rules';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { getHref } from '@firm/shared/routes/route-map';
import { lazyResolver, loadValidation } from '../api/load-validation';
import { sendForm } from '../api/send-form';
import { HIDDEN_FIELDS, toFormData } from '../utils/wire-fields';
import { useFormPostResult } from './use-form-post-result';
import { useIdempotencyKey } from './use-idempotency-key';
import { useShownError } from './use-shown-error';
import { useSubmitPipeline } from './use-submit-pipeline';

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

/** Props of the lead form hook and component. */
export type TLeadFormOptions = { variant: TLeadVariantId; seccion: string };

/**
 * Everything a lead form does (SPEC §4, §5): react-hook-form with the variant's shared schema, the one
 * message shown in check order with the focus on its field, the submission with a fresh token, sanitized
 * fields and the form instance's idempotency key, then the thank-you page or the message of §8.
 */
export function useLeadForm({ variant, seccion }: TLeadFormOptions) {
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
  const { submission, honeypot, pageUrl, send, submitWith } = useSubmitPipeline({
    locale,
    form,
    shown,
    initialAlert: posted?.message ? { tone: 'error', text: posted.message } : null,
  });
  const navigate = useNavigate();
  const [casado, estancia] = form.watch(['casado', 'estancia']);
  const needsSituation =
    def.situation === 'required' ||
    (def.situation === 'when-not-qualified' && paroleNeedsSituation({ casado, estancia }));

  const onValid = async (data: TLeadData) => {
    const lead = needsSituation ? data : { ...data, situacion: null };
    const { leadPayload } = await loadValidation();
    return send(
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
      async () => {
        form.reset(EMPTY);
        renewKey();
        if (def.thankYou) await navigate(getHref(def.thankYou, locale));
      },
    );
  };

  const onSubmit = submitWith(onValid);

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
