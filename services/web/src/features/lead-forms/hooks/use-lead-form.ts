import { use } from 'react';
import { SafePageContext, thankYouHref } from '../../../lib/safe-page';
import { useNavigate } from '../../../lib/site-router';
import type { TLeadVariantId } from '@firm/shared/forms/form-types';
import type { TLeadData, TLeadInput } from '@firm/shared/forms/lead-schemas';
import { paroleNeedsSituation } from '@firm/shared/forms/parole-rules';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { getHref } from '@firm/shared/routes/route-map';
import type { TValidationModule } from '../api/load-validation';
import { loadValidation } from '../api/load-validation';
import { sendForm } from '../api/send-form';
import type { TFormPostResult } from '../utils/form-post-result';
import { toFormData } from '../utils/wire-fields';
import { useFormScaffold } from './use-form-scaffold';

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
  seguro_llamar: '',
  horas_llamar: '',
  mensaje_voz: '',
  mensajes_texto: '',
};

function initialValues(result: TFormPostResult | null): TLeadFormValues {
  if (!result) return EMPTY;
  const posted = result.values;
  const text = (name: keyof typeof EMPTY) => posted[name] ?? '';
  return {
    nombre: text('nombre'),
    email: text('email'),
    phone: text('phone'),
    mensaje: text('mensaje'),
    situacion: text('situacion'),
    casado: text('casado'),
    estancia: text('estancia'),
    seguro_llamar: text('seguro_llamar'),
    horas_llamar: text('horas_llamar'),
    mensaje_voz: text('mensaje_voz'),
    mensajes_texto: text('mensajes_texto'),
    checkbox: posted['checkbox'] ? posted['checkbox'] : false,
  };
}

const resolverOf = (module: TValidationModule, variant: TLeadVariantId) =>
  module.leadResolver(variant);

/** Props of the lead form hook and component. */
export type TLeadFormOptions = {
  variant: TLeadVariantId;
  seccion: string;
  /** Ask how the visitor may be contacted (the humanitarian visa pages, issue 29 §1). */
  safetyQuestions?: boolean | undefined;
};

/**
 * Everything a lead form does (SPEC §4, §5): react-hook-form with the variant's shared schema, the one
 * message shown in check order with the focus on its field, the submission with a fresh token, the
 * fields as validated (leads-api sanitizes and composes them) and the form instance's idempotency
 * key, then the thank-you page (with its safety reminder when the form is on a page with Quick exit)
 * or the message of §8.
 */
export function useLeadForm({ variant, seccion, safetyQuestions }: TLeadFormOptions) {
  const scaffold = useFormScaffold({ variant, resolverOf, initialValues });
  const { def, locale, form, send, submitWith, honeypot, pageUrl } = scaffold;
  const { idempotencyKey, renewKey } = scaffold;
  const navigate = useNavigate();
  const safe = use(SafePageContext);
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
          body: ({ token }) =>
            toFormData(
              leadPayload(variant, lead, {
                seccion,
                safetyQuestions: Boolean(safetyQuestions),
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
        if (def.thankYou) await navigate(thankYouHref(getHref(def.thankYou, locale), safe));
      },
    );
  };

  const onSubmit = submitWith(onValid);

  return { ...scaffold, onSubmit, needsSituation, seccion, variant };
}
