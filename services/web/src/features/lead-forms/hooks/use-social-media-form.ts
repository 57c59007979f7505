import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { digitsOnly, sanitizeLine, sanitizeName } from '@firm/shared/forms/sanitize';
import { SOCIAL_MEDIA_DEFAULTS } from '@firm/shared/forms/social-media-agents';
import type { TSocialMediaInput, TSocialMediaLead } from '@firm/shared/forms/social-media-schema';
import { t } from '@firm/shared/i18n/messages';
import { FORM_ENDPOINTS } from '../api/form-endpoints';
import type { TValidationModule } from '../api/load-validation';
import { sendForm } from '../api/send-form';
import type { TFormPostResult } from '../utils/form-post-result';
import { toFormData } from '../utils/wire-fields';
import { useFormScaffold } from './use-form-scaffold';
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

function initialValues(result: TFormPostResult | null): TSocialMediaValues {
  const posted = result?.values;
  if (!posted || result.status === 'success') return emptyValues(posted?.['agente'] ?? '');
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

function initialAlert(posted: TFormPostResult | null): TFormAlert | null {
  if (posted?.status === 'success')
    return { tone: 'success', text: t(VARIANT.locale, 'socialMedia.success') };
  return posted?.message ? { tone: 'error', text: posted.message } : null;
}

const resolverOf = (module: TValidationModule) => module.socialMediaResolver();

// A success empties the form: the next lead gets a new key.
const keepsPostedKey = (posted: TFormPostResult) => posted.status !== 'success';

/**
 * The staff's social-media lead form (SPEC §3, §4, §8): name, phone, agent, conversation link and the
 * flags; on success the success message shows and the form empties, keeping the chosen agent.
 */
export function useSocialMediaForm() {
  const scaffold = useFormScaffold({
    variant: VARIANT.id,
    resolverOf,
    initialValues,
    initialAlert,
    keepsPostedKey,
  });
  const { locale, form, submission, send, hiddenFields, submitWith } = scaffold;
  const { idempotencyKey, renewKey } = scaffold;

  const onValid = (lead: TSocialMediaLead) =>
    send(
      () =>
        sendForm({
          locale,
          endpoint: FORM_ENDPOINTS['social-media'],
          tokenFailure: 'submit.tokenError',
          body: ({ token }) =>
            toFormData({
              nombre: sanitizeName(lead.nombre),
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

  return { ...scaffold, onSubmit, flagOn: FLAG_ON };
}
