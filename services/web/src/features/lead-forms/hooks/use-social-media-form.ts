import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { digitsOnly, sanitizeName } from '@firm/shared/forms/sanitize';
import { SIGNED_IN_AGENT, SOCIAL_MEDIA_DEFAULTS } from '@firm/shared/forms/social-media-agents';
import { getHref } from '@firm/shared/routes/route-map';
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

/** The empty form, keeping an agent (the member typing the lead in, unless another was chosen). */
function emptyValues(agente: string = SIGNED_IN_AGENT): TSocialMediaValues {
  return {
    nombre: '',
    phone: '',
    agente,
    source: '',
    link: '',
    notas: '',
    hora: SOCIAL_MEDIA_DEFAULTS.hora ? FLAG_ON : false,
    pc_referido: SOCIAL_MEDIA_DEFAULTS.pc_referido ? FLAG_ON : false,
    pc_videollamada: SOCIAL_MEDIA_DEFAULTS.pc_videollamada ? FLAG_ON : false,
  };
}

function initialValues(result: TFormPostResult | null): TSocialMediaValues {
  const posted = result?.values;
  if (!posted || result.status === 'success')
    return emptyValues(posted?.['agente'] || SIGNED_IN_AGENT);
  const flag = (name: string) => (posted[name] ? FLAG_ON : false);
  return {
    nombre: posted['nombre'] ?? '',
    phone: posted['phone'] ?? '',
    agente: posted['agente'] ?? '',
    source: posted['source'] ?? '',
    link: posted['link'] ?? '',
    notas: posted['notas'] ?? '',
    hora: flag('hora'),
    pc_referido: flag('pc_referido'),
    pc_videollamada: flag('pc_videollamada'),
  };
}

/** "Prospecto creado", with a link to the lead when the answer named it. */
function createdAlert(leadId: number | undefined): TFormAlert {
  const locale = VARIANT.locale;
  return {
    tone: 'success',
    text: t(locale, 'socialMedia.success'),
    link: leadId
      ? {
          href: getHref('staffLead', locale, { id: String(leadId) }),
          label: t(locale, 'socialMedia.viewLead'),
        }
      : undefined,
  };
}

function initialAlert(posted: TFormPostResult | null): TFormAlert | null {
  if (posted?.status === 'success') return createdAlert(posted.leadId);
  return posted?.message ? { tone: 'error', text: posted.message } : null;
}

const resolverOf = (module: TValidationModule) => module.socialMediaResolver();

// A success empties the form: the next lead gets a new key.
const keepsPostedKey = (posted: TFormPostResult) => posted.status !== 'success';

/**
 * The staff's social-media lead form (SPEC §3, §4, §8; issue 27 §6): name, phone, agent (the member
 * typing it in unless another is chosen), social network, conversation link, notes and the flags; on
 * success "Prospecto creado" links to the lead and the form empties, keeping the chosen agent.
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
              source: lead.source ?? '',
              link: lead.link,
              notas: lead.notas ?? '',
              status: lead.status,
              tipo: lead.tipo,
              hora: String(lead.hora),
              pc_referido: String(lead.pc_referido),
              pc_videollamada: String(lead.pc_videollamada),
              ...hiddenFields(VARIANT.id, idempotencyKey, token),
            }),
        }),
      (outcome) => {
        // The staff member goes on with the next conversation: the agent stays chosen.
        form.reset(emptyValues(lead.agente));
        renewKey();
        submission.setAlert(createdAlert(outcome.leadId));
      },
    );

  const onSubmit = submitWith(onValid);

  return { ...scaffold, onSubmit, flagOn: FLAG_ON };
}
