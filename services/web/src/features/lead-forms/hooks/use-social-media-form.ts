import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { digitsOnly, sanitizeLine } from '@firm/shared/forms/sanitize';
import { SOCIAL_MEDIA_DEFAULTS } from '@firm/shared/forms/social-media-agents';
import type { TSocialMediaInput, TSocialMediaLead } from '@firm/shared/forms/social-media-schema';
import { t } from '@firm/shared/i18n/messages';
import { FORM_ENDPOINTS } from '../api/form-endpoints';
import { lazyResolver } from '../api/load-validation';
import { sendForm } from '../api/send-form';
import { HIDDEN_FIELDS, toFormData } from '../utils/wire-fields';
import { useFormPostResult } from './use-form-post-result';
import { useIdempotencyKey } from './use-idempotency-key';
import { useShownError } from './use-shown-error';
import { useSubmitPipeline } from './use-submit-pipeline';
import type { TFormAlert } from './use-submission';

const VARIANT = FORM_VARIANTS['social-media'];
const FLAG_ON = '1';

/** The social-media form's values as its inputs hold them. */
export type TSocialMediaValues = TSocialMediaInput;

/** The empty form, keeping an agent (the staff member goes on with the next conversation). */
function emptyValues(agente = ''): TSocialMediaValues {
  return {
    nombre: '',
    phone: '',
    agente,
    source: '',
    link: '',
    hora: SOCIAL_MEDIA_DEFAULTS.hora ? FLAG_ON : false,
    pc_referido: SOCIAL_MEDIA_DEFAULTS.pc_referido ? FLAG_ON : false,
    pc_videollamada: SOCIAL_MEDIA_DEFAULTS.pc_videollamada ? FLAG_ON : false,
  };
}

function initialValues(
  posted: Record<string, string> | undefined,
  succeeded: boolean,
): TSocialMediaValues {
  if (!posted || succeeded) return emptyValues(posted?.['agente'] ?? '');
  const flag = (name: string) => (posted[name] ? FLAG_ON : false);
  return {
    nombre: posted['nombre'] ?? '',
    phone: posted['phone'] ?? '',
    agente: posted['agente'] ?? '',
    source: posted['source'] ?? '',
    link: posted['link'] ?? '',
    hora: flag('hora'),
    pc_referido: flag('pc_referido'),
    pc_videollamada: flag('pc_videollamada'),
  };
}

function initialAlert(
  status: string | undefined,
  message: string | null | undefined,
): TFormAlert | null {
  if (status === 'success')
    return { tone: 'success', text: t(VARIANT.locale, 'socialMedia.success') };
  return message ? { tone: 'error', text: message } : null;
}

/**
 * The staff's social-media lead form (SPEC §3, §4, §8): name, phone, agent, conversation link and the
 * flags; on success the success message shows and the form empties, keeping the chosen agent.
 */
export function useSocialMediaForm() {
  const locale = VARIANT.locale;
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const posted = useFormPostResult('social-media');
  const succeeded = posted?.status === 'success';
  const [idempotencyKey, renewKey] = useIdempotencyKey(
    idOf('key'),
    succeeded ? undefined : posted?.values[HIDDEN_FIELDS.idempotencyKey],
  );
  const resolver = useMemo(
    () => lazyResolver<TSocialMediaValues, TSocialMediaLead>((m) => m.socialMediaResolver()),
    [],
  );
  const defaults = useMemo(() => initialValues(posted?.values, succeeded), [posted, succeeded]);
  const form = useForm<TSocialMediaValues, unknown, TSocialMediaLead>({
    resolver,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const shown = useShownError(VARIANT, form, posted?.status === 'invalid' ? posted.errors : []);
  const { submission, honeypot, pageUrl, send, hiddenFields, submitWith } = useSubmitPipeline({
    locale,
    form,
    shown,
    initialAlert: initialAlert(posted?.status, posted?.message),
  });

  const onValid = (lead: TSocialMediaLead) =>
    send(
      () =>
        sendForm({
          locale,
          endpoint: FORM_ENDPOINTS['social-media'],
          tokenFailure: 'submit.tokenError',
          body: ({ token }) =>
            toFormData({
              nombre: sanitizeLine(lead.nombre),
              phone: digitsOnly(lead.phone),
              agente: lead.agente,
              source: sanitizeLine(lead.source ?? ''),
              link: lead.link,
              status: lead.status,
              tipo: lead.tipo,
              hora: String(lead.hora),
              pc_referido: String(lead.pc_referido),
              pc_videollamada: String(lead.pc_videollamada),
              ...hiddenFields(VARIANT.id, idempotencyKey, token),
            }),
        }),
      () => {
        // The staff member goes on with the next conversation: the agent stays chosen.
        form.reset(emptyValues(lead.agente));
        renewKey();
        submission.setAlert({ tone: 'success', text: t(locale, 'socialMedia.success') });
      },
    );

  const onSubmit = submitWith(onValid);

  const field = (
    name:
      | 'nombre'
      | 'phone'
      | 'agente'
      | 'source'
      | 'link'
      | 'hora'
      | 'pc_referido'
      | 'pc_videollamada',
  ) => form.register(name, { onChange: () => shown.clear(name) });

  return {
    def: VARIANT,
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
    defaults,
    flagOn: FLAG_ON,
  };
}
