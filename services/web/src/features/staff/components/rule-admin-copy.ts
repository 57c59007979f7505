import { bilingual } from '../../../lib/copy/bilingual';

/**
 * The words the admins' rule pages (routing, assignment) share: the rule list, the add and edit forms'
 * common fields and buttons, and the audit. Each page spreads them into its own copy.
 */
export const RULE_ADMIN_COPY = bilingual({
  en: {
    rulesHeading: 'Rules',
    addHeading: 'Add a rule',
    formVariant: 'Form',
    anyForm: 'Any form',
    situation: 'Situation',
    anySituation: 'Any situation',
    note: 'Note (optional)',
    any: 'any',
    add: 'Add rule',
    edit: 'Edit',
    save: 'Save rule',
    delete: 'Delete rule',
    auditHeading: 'Latest changes',
    noAudit: 'No change yet.',
    actions: {
      'rule.created': 'added',
      'rule.updated': 'changed',
      'rule.deleted': 'deleted',
    } as Record<string, string>,
  },
  es: {
    rulesHeading: 'Reglas',
    addHeading: 'Agregar una regla',
    formVariant: 'Formulario',
    anyForm: 'Cualquier formulario',
    situation: 'Situación',
    anySituation: 'Cualquier situación',
    note: 'Nota (opcional)',
    any: 'cualquiera',
    add: 'Agregar regla',
    edit: 'Editar',
    save: 'Guardar regla',
    delete: 'Eliminar regla',
    auditHeading: 'Últimos cambios',
    noAudit: 'Todavía no hay cambios.',
    actions: {
      'rule.created': 'agregó',
      'rule.updated': 'cambió',
      'rule.deleted': 'eliminó',
    } as Record<string, string>,
  },
});
