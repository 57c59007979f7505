import { RULE_ADMIN_COPY } from '../../features/staff/components/rule-admin-copy';
import { bilingual } from '../../lib/copy/bilingual';

/** The assignment page's words. */
export const COPY = bilingual({
  en: {
    ...RULE_ADMIN_COPY.en,
    title: 'Lead assignment',
    description: 'Who owns each new lead.',
    heading: 'Lead assignment',
    lead: 'Every new lead gets an owner the moment it is stored. The most specific matching rule decides; a rule without conditions is the default pool. When nobody in a rule is available, the default pool takes the lead, then anyone available, then any intake member.',
    teamHeading: 'Who is available',
    teamHint:
      'Each member marks themself available or away on the staff home. Taking turns skips those away.',
    available: 'Available',
    away: 'Away',
    disabled: 'Account disabled',
    noRules: 'No rule yet: new leads go in turn to everyone available.',
    mode: 'How',
    modes: {
      round_robin: 'Take turns',
      fixed: 'One fixed member',
    } as Record<string, string>,
    modeHint:
      'Take turns: each new lead goes to the next available member checked. One fixed member: every lead goes to that member while available.',
    modeShort: { round_robin: 'Take turns', fixed: 'Fixed member' } as Record<string, string>,
    language: 'Language of the form',
    anyLanguage: 'Any language',
    languages: { es: 'Spanish', en: 'English' } as Record<string, string>,
    members: 'Members',
    membersHint: 'For a fixed member, check exactly one.',
    conditions: (form: string, situation: string, language: string) =>
      `Form: ${form} · Situation: ${situation} · Language: ${language}`,
    defaultPool: 'Default pool (no conditions)',
    done: {
      add: 'The rule was added.',
      edit: 'The rule was saved.',
      delete: 'The rule was deleted.',
    } as Record<string, string>,
    auditLine: (who: string, action: string, id: number) => `${who} ${action} rule #${id}`,
  },
  es: {
    ...RULE_ADMIN_COPY.es,
    title: 'Asignación de prospectos',
    description: 'A quién le toca cada prospecto nuevo.',
    heading: 'Asignación de prospectos',
    lead: 'Cada prospecto nuevo recibe un responsable en cuanto se guarda. Decide la regla más específica que coincide; una regla sin condiciones es el grupo predeterminado. Si nadie de una regla está disponible, el prospecto pasa al grupo predeterminado, luego a cualquiera que esté disponible y, por último, a cualquier miembro de admisión.',
    teamHeading: 'Quién está disponible',
    teamHint:
      'Cada miembro se marca disponible o ausente en el inicio del personal. Los turnos saltan a quien esté ausente.',
    available: 'Disponible',
    away: 'Ausente',
    disabled: 'Cuenta desactivada',
    noRules:
      'Todavía no hay reglas: los prospectos nuevos se reparten por turnos entre todos los disponibles.',
    mode: 'Cómo',
    modes: {
      round_robin: 'Por turnos',
      fixed: 'Un miembro fijo',
    } as Record<string, string>,
    modeHint:
      'Por turnos: cada prospecto nuevo va al siguiente miembro marcado que esté disponible. Un miembro fijo: todos van a esa persona mientras esté disponible.',
    modeShort: { round_robin: 'Por turnos', fixed: 'Miembro fijo' } as Record<string, string>,
    language: 'Idioma del formulario',
    anyLanguage: 'Cualquier idioma',
    languages: { es: 'Español', en: 'Inglés' } as Record<string, string>,
    members: 'Miembros',
    membersHint: 'Para un miembro fijo, marque solo uno.',
    conditions: (form: string, situation: string, language: string) =>
      `Formulario: ${form} · Situación: ${situation} · Idioma: ${language}`,
    defaultPool: 'Grupo predeterminado (sin condiciones)',
    done: {
      add: 'Se agregó la regla.',
      edit: 'Se guardó la regla.',
      delete: 'Se eliminó la regla.',
    } as Record<string, string>,
    auditLine: (who: string, action: string, id: number) => `${who} ${action} la regla #${id}`,
  },
});
