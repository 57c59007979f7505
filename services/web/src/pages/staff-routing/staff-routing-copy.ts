import { RULE_ADMIN_COPY } from '../../features/staff/components/rule-admin-copy';
import { bilingual } from '../../lib/copy/bilingual';

/** The routing page's words. */
export const COPY = bilingual({
  en: {
    ...RULE_ADMIN_COPY.en,
    title: 'Routing',
    description: 'Who receives which leads.',
    heading: 'Lead routing',
    lead: 'Which intake e-mail addresses and which webhook URLs receive which leads. For each lead the most specific matching rule of each channel decides; a rule without conditions replaces the default. With no matching rule, the server’s configuration (below) decides.',
    defaultsHeading: 'Default (server configuration)',
    defaultEmail: 'Intake e-mail',
    byForm: (form: string) => `Form ${form}`,
    bySituation: (situation: string) => `Situation ${situation}`,
    defaultWebhooks: 'Webhooks',
    noWebhooks: 'None',
    noRules: 'No rule yet: every lead follows the default.',
    channel: 'Channel',
    channels: { email: 'Intake e-mail', webhook: 'Webhook' } as Record<string, string>,
    sectionPrefix: 'Section starts with (empty: any)',
    targets: 'Recipients',
    targetsHint:
      'E-mail addresses, or https:// addresses for webhooks; separated by commas or lines.',
    conditions: (form: string, section: string, situation: string) =>
      `Form: ${form} · Section: ${section} · Situation: ${situation}`,
    done: {
      add: 'The rule was added.',
      edit: 'The rule was saved.',
      delete: 'The rule was deleted.',
      target: 'The first-contact target was saved.',
    } as Record<string, string>,
    auditLine: (who: string, action: string, id: number) => `${who} ${action} rule #${id}`,
  },
  es: {
    ...RULE_ADMIN_COPY.es,
    title: 'Enrutamiento',
    description: 'Quién recibe qué prospectos.',
    heading: 'Enrutamiento de prospectos',
    lead: 'Qué correos de admisión y qué direcciones de webhook reciben qué prospectos. Para cada prospecto decide la regla más específica que coincide en cada canal; una regla sin condiciones reemplaza la predeterminada. Si ninguna regla coincide, decide la configuración del servidor (abajo).',
    defaultsHeading: 'Predeterminado (configuración del servidor)',
    defaultEmail: 'Correo de admisión',
    byForm: (form: string) => `Formulario ${form}`,
    bySituation: (situation: string) => `Situación ${situation}`,
    defaultWebhooks: 'Webhooks',
    noWebhooks: 'Ninguno',
    noRules: 'Todavía no hay reglas: todos los prospectos siguen lo predeterminado.',
    channel: 'Canal',
    channels: { email: 'Correo de admisión', webhook: 'Webhook' } as Record<string, string>,
    sectionPrefix: 'La sección empieza con (vacío: cualquiera)',
    targets: 'Destinatarios',
    targetsHint:
      'Correos electrónicos, o direcciones https:// para webhooks; separados por comas o líneas.',
    conditions: (form: string, section: string, situation: string) =>
      `Formulario: ${form} · Sección: ${section} · Situación: ${situation}`,
    done: {
      add: 'La regla se agregó.',
      edit: 'La regla se guardó.',
      delete: 'La regla se eliminó.',
      target: 'El tiempo para el primer contacto se guardó.',
    } as Record<string, string>,
    auditLine: (who: string, action: string, id: number) => `${who} ${action} la regla n.º ${id}`,
  },
});
