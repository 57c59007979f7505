/**
 * Spanish visitor-facing strings, keyed like MESSAGES_EN. Texts quoted in SPEC §5/§8 are copied exactly.
 */
import { PAROLE_MIN_YEARS_IN_COUNTRY } from '../constants';
import type { TMessageKey } from './messages-en';

export const MESSAGES_ES: Record<TMessageKey, string> = {
  'validation.name': 'Por favor ingrese su nombre.',
  'validation.email': 'Por favor ingrese un correo electrónico válido.',
  // SPEC §5 has a single Spanish e-mail message for every form.
  'validation.emailShort': 'Por favor ingrese un correo electrónico válido.',
  'validation.phone': 'Por favor ingrese un número de teléfono válido.',
  'validation.socialSource': 'Por favor elija la red social de la lista.',
  'validation.consent': 'Por favor acepte los términos y condiciones.',
  'validation.situation': 'Por favor seleccione una situación.',
  'validation.married': 'Por favor ingrese si está casado.',
  'validation.stay': 'Por favor ingrese estancia.',
  'validation.referrals': 'Por favor ingrese al menos un referido.',
  'validation.agent': 'Por favor seleccione un Agente.',
  'validation.conversationLink': 'Por favor ingrese link de la conversación.',
  'validation.tooLong': 'Este campo es demasiado largo (máximo {max} caracteres).',
  'validation.tooManyReferrals': 'Demasiados referidos a la vez (máximo {max}).',
  'validation.referralRepeated':
    'Este número de teléfono ya está en su lista de referidos. Por favor revise los números.',

  'submit.error': 'Error al enviar el formulario. Por favor intente de nuevo.',
  'submit.networkError':
    'Ha ocurrido un error mientras se enviaba el formulario. Por favor intente de nuevo.',
  'submit.tokenError': 'No se pudo obtener el token CSRF. Por favor intente más tarde.',
  'submit.rateLimited': 'Demasiados envíos. Por favor espere un minuto e intente de nuevo.',
  'request.tooLarge':
    'Su formulario es demasiado grande para enviarlo. Por favor acorte su mensaje e intente de nuevo.',
  'request.malformed':
    'No pudimos leer su formulario. Por favor vuelva a cargar la página e intente de nuevo.',
  'request.unsupported':
    'Su navegador envió el formulario en un formato que no podemos leer. Por favor vuelva a cargar la página e intente de nuevo.',
  // issue 27 §6: staff are told the lead exists and given a link to it (SPEC §8's text was the visitor's)
  'socialMedia.success': 'Prospecto creado.',
  'socialMedia.viewLead': 'Ver el prospecto',
  // SPEC §8: the Spanish page shows the same English text.
  'reviews.empty': 'No reviews available',
  'video.unsupported': 'Su navegador no puede reproducir este video.',
  // The 429 of a rate limit: the real wait, in words (forms/rate-limit-answer.ts).
  'rateLimit.waitMinutes':
    'Recibimos muchos envíos en poco tiempo. Por favor espere unos {minutes} minutos e intente de nuevo.',
  'rateLimit.waitAMinute':
    'Recibimos muchos envíos en poco tiempo. Por favor espere un minuto e intente de nuevo.',
  'rateLimit.waitUnderAMinute':
    'Recibimos muchos envíos en poco tiempo. Podrá intentarlo de nuevo en menos de un minuto.',

  'notFound.code': '404',
  'notFound.title': 'Página no encontrada',
  'notFound.home': 'Ir a la página de inicio',
  'notFound.contact': 'Contáctenos',
  'consent.showMore': 'Ver más',
  'consent.showLess': 'Ver menos',
  'pagination.previous': 'Anterior',
  'pagination.next': 'Siguiente',
  'form.title': 'Envíe su caso',
  'form.submit': 'Enviar',
  'form.loading': 'Enviando...',
  'form.scrollToForm': 'DESCUBRE SI CALIFICAS',
  'form.jumpText':
    'El formulario para enviarnos su caso está en esta misma página, un poco más arriba.',
  'form.jumpLink': 'Ir al formulario',
  'form.notice':
    'Enviar este formulario no nos convierte en sus abogados. Por favor, no incluya detalles confidenciales: de eso hablaremos en la llamada.',

  'field.name': 'Nombre',
  'field.email': 'Correo electrónico',
  'field.phone': 'Teléfono',
  'field.message': 'Mensaje',
  'field.situation': 'Situación',
  'field.situationPlaceholder': 'Seleccione su situación',
  'field.married': '¿Está casado(a) con un(a) ciudadano(a) estadounidense?',
  'field.stay': `¿Lleva más de ${PAROLE_MIN_YEARS_IN_COUNTRY} años en Estados Unidos?`,
  'field.yes': 'Sí',
  'field.no': 'No',
  'field.notApplicable': 'No aplica',
  'field.agent': 'Agente',
  'field.agentPlaceholder': 'Seleccione un Agente',
  'field.conversationLink': 'Link de la conversación',
  'field.source': 'Red social',
  'field.sourcePlaceholder': 'Elija la red social',
  'field.notes': 'Notas de la conversación (opcional)',
  'field.signedInAgent': '{name} (usted)',
  'field.canCallNow': 'Se puede llamar ahora',
  'field.referredByClient': 'Referido por un cliente',
  'field.videoCall': 'Videollamada',
  'safety.why': 'Lo preguntamos para protegerle.',
  'safety.call': '¿Es seguro llamarle a este número?',
  'safety.callHoursOption': 'Solo a ciertas horas',
  'safety.callHours': '¿A qué horas es seguro llamarle?',
  'safety.voicemail': '¿Podemos dejarle un mensaje de voz?',
  'safety.texts': '¿Podemos enviarle mensajes de texto o WhatsApp?',

  'parole.notQualify': `Según sus respuestas, esta evaluación para cónyuges de ciudadanos con más de ${PAROLE_MIN_YEARS_IN_COUNTRY} años en el país no aplica en su caso. Elija su situación y revisaremos con usted otras opciones.`,

  'referrals.empty': 'No hay referidos aún',
  'referrals.add': 'AGREGAR',
  'referrals.edit': 'EDITAR',
  'referrals.delete': 'ELIMINAR',
  'referrals.yourData': 'Sus datos (quien recomienda)',
  'referrals.theirData': 'Persona que usted recomienda',
  'referrals.list': 'Personas que usted recomienda',
  'referrals.onlyAsked': 'Refiera solo a personas que le pidieron que les llamemos.',

  // Área del personal (issue 16): respuestas de la API del personal.
  'staff.signInRequired': 'Inicie sesión para continuar.',
  'staff.forbidden': 'Su cuenta no tiene permiso para esto.',
  'staff.passwordChangeRequired': 'Cambie su contraseña antes de continuar.',
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
};
