/**
 * The staff area's messages in Spanish (sign-in, accounts, inbox, routing, owners, the clock, the
 * studio): the services answer with them. They live apart from the visitors' messages so that the
 * browser build, which aliases this module to an empty one (services/web/vite.config.ts), does not carry
 * them on every public page; the two the browser shows itself stay in `messages-es.ts`.
 */
import { ERASURE_MESSAGES_ES } from './erasure-messages-es';
import { PRIVACY_MESSAGES_ES } from './privacy-messages-es';
import type { TStaffMessageKey } from './staff-messages-en';

export const STAFF_MESSAGES_ES: Record<TStaffMessageKey, string> = {
  ...PRIVACY_MESSAGES_ES,
  ...ERASURE_MESSAGES_ES,
  'staff.forbidden': 'Su cuenta no tiene permiso para esto.',
  'staff.badCredentials': 'Correo electrónico o contraseña incorrectos.',
  'staff.throttled': 'Demasiados intentos. Espere {seconds} segundos e intente de nuevo.',
  'staff.emailRequired': 'Por favor ingrese su correo electrónico.',
  'staff.passwordRequired': 'Por favor ingrese su contraseña.',
  'staff.passwordTooShort': 'La contraseña debe tener al menos {min} caracteres.',
  'staff.passwordTooLong': 'La contraseña puede tener como máximo {max} caracteres.',
  'staff.passwordMismatch': 'Las dos contraseñas nuevas no coinciden.',
  'staff.passwordSame': 'La contraseña nueva debe ser distinta de la actual.',
  'staff.currentPasswordWrong': 'La contraseña actual no es correcta.',
  'staff.emailTaken': 'Ya existe una cuenta con ese correo electrónico.',
  'staff.roleInvalid': 'Por favor elija un rol.',
  'staff.nameTooLong': 'El nombre puede tener como máximo {max} caracteres.',
  'staff.accountNotFound': 'Esa cuenta no existe.',
  'staff.cannotChangeSelf': 'No puede desactivar su propia cuenta.',
  'staff.leadNotFound': 'Ese prospecto no existe.',
  'staff.statusInvalid': 'Por favor elija un estado.',
  'staff.statusUnchanged': 'El prospecto ya tiene ese estado.',
  'staff.assignMemberRequired': 'Por favor elija a un miembro del equipo.',
  'staff.assignMemberUnknown': 'Ese miembro del equipo no existe.',
  'staff.assignMemberDisabled':
    'La cuenta de {name} está desactivada. Por favor elija a otro miembro del equipo.',
  'staff.assignMemberEditor':
    '{name} es editor del sitio y no atiende prospectos. Por favor elija a alguien del equipo de admisión.',
  'staff.assignRuleNotFound': 'Esa regla de asignación no existe.',
  'staff.assignModeInvalid': 'Por favor elija «por turnos» o «un miembro fijo».',
  'staff.assignFixedOne': 'Una regla de miembro fijo lleva exactamente un miembro.',
  'staff.assignMembersTooMany': 'Una regla puede tener como máximo {max} miembros.',
  'staff.assignLocaleInvalid': 'Por favor elija español o inglés.',
  'staff.availabilityInvalid': 'Por favor indique si está disponible o ausente.',
  'staff.noteTooLong': 'La nota puede tener como máximo {max} caracteres.',
  'staff.noteRequired': 'Escriba la nota antes de guardarla.',
  'staff.callOutcomeInvalid': 'Por favor elija cómo resultó la llamada.',
  'staff.callChannelInvalid': 'Por favor elija teléfono o WhatsApp.',
  'staff.callDraftNotFound': 'Esa llamada no se inició en este prospecto.',
  'staff.callDraftDone': 'Esa llamada ya tiene su resultado.',
  'staff.resendSpam': 'Un prospecto marcado como spam no se envía. Márquelo primero como no spam.',
  'staff.ruleNotFound': 'Esa regla de enrutamiento no existe.',
  'staff.ruleFormInvalid': 'Por favor elija un formulario de la lista.',
  'staff.ruleSituationInvalid': 'Por favor elija una situación de la lista.',
  'staff.ruleChannelInvalid': 'Por favor elija correo electrónico o webhook.',
  'staff.ruleTargetsRequired': 'Por favor ingrese al menos un destinatario.',
  'staff.ruleTargetsTooMany': 'Una regla puede tener como máximo {max} destinatarios.',
  'staff.ruleEmailInvalid': 'Este correo electrónico no es válido: {value}',
  'staff.ruleUrlInvalid': 'Esta dirección web no es válida (https://…): {value}',
  'staff.ruleUrlNotHttps': 'La dirección del webhook debe empezar con https://: {value}',
  'staff.ruleUrlNotPublic':
    'Los webhooks solo pueden ir a un servidor público de internet; esta dirección lleva a una red privada o interna: {value}',
  'staff.ruleUrlUnresolved':
    'No encontramos el servidor de esta dirección web. Revise que esté bien escrita: {value}',
  'staff.ruleFieldTooLong': 'Cada condición puede tener como máximo {max} caracteres.',
  'staff.followUpDueInvalid': 'Por favor elija la fecha y la hora de la llamada.',
  'staff.followUpDuePast':
    'Esa fecha y hora ya pasaron. Por favor elija una hora de ahora en adelante.',
  'staff.followUpDueTooFar':
    'Un seguimiento puede fijarse como máximo con {max} días de anticipación.',
  'staff.followUpNoteTooLong': 'La nota puede tener como máximo {max} caracteres.',
  'staff.followUpNotFound': 'Ese seguimiento no existe en este prospecto.',
  'staff.followUpDone': 'Ese seguimiento ya está hecho.',
  'staff.targetInvalid': 'Por favor escriba un número entero de minutos entre {min} y {max}.',
  'staff.dncReasonRequired': 'Por favor escriba el motivo (quién lo pidió y cómo).',
  'staff.dncReasonTooLong': 'El motivo puede tener como máximo {max} caracteres.',
  'staff.dncContactRequired': 'Por favor ingrese un teléfono o un correo electrónico.',
  'staff.dncPhoneInvalid': 'Este teléfono tiene muy pocos dígitos.',
  'staff.dncEmailInvalid': 'Este correo electrónico no es válido.',
  'staff.dncNotMarked': 'Este prospecto no está marcado como «no contactar».',
  'staff.followUpDoNotContact':
    'Este prospecto está marcado como «no contactar»: no se puede programar una llamada.',
  'staff.followUpErased':
    'Los datos de este contacto se eliminaron: no se puede programar una llamada.',
  'staff.reportDateInvalid':
    'Por favor elija una fecha de inicio y una de fin (AAAA-MM-DD) que existan.',
  'staff.reportRangeReversed':
    'La fecha de inicio es posterior a la de fin. Por favor inviértalas.',
  'staff.reportRangeTooLong':
    'Un informe abarca como máximo 5 años. Por favor elija un periodo más corto.',
  'staff.reportBlockUnknown': 'No hay ninguna tabla de informe con ese nombre.',
};
