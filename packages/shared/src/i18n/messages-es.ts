/**
 * Spanish visitor-facing strings, keyed like MESSAGES_EN. Texts quoted in SPEC §5/§8 are copied exactly.
 */
import { PAROLE_MIN_YEARS_IN_COUNTRY } from '../constants';
import type { TPublicMessageKey } from './messages-en';

export const MESSAGES_ES: Record<TPublicMessageKey, string> = {
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
  'server.unavailable':
    'El servicio no está disponible en este momento. Por favor intente de nuevo en unos minutos.',
  'server.internal': 'Ocurrió un error de nuestra parte. Por favor intente de nuevo.',
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
  'staff.passwordChangeRequired': 'Cambie su contraseña antes de continuar.',
};
