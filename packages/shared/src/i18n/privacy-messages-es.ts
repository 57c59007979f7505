/** The privacy tools' messages in Spanish (see privacy-messages-en.ts). */
import type { TPrivacyMessageKey } from './privacy-messages-en';

export const PRIVACY_MESSAGES_ES: Record<TPrivacyMessageKey, string> = {
  'privacy.fieldInvalid': 'Por favor revise este dato.',
  'privacy.requestNotFound': 'Esa solicitud de privacidad no existe.',
  'privacy.kindInvalid': 'Por favor elija qué pidió la persona.',
  'privacy.receivedOnInvalid': 'Por favor escriba la fecha en que se recibió la solicitud.',
  'privacy.receivedOnFuture': 'La fecha de recibido no puede ser en el futuro.',
  'privacy.channelInvalid': 'Por favor elija cómo llegó la solicitud.',
  'privacy.requesterInvalid': 'Por favor escriba quién hizo la solicitud (hasta {max} caracteres).',
  'privacy.textTooLong': 'Este texto es demasiado largo (hasta {max} caracteres).',
  'privacy.leadIdsInvalid': 'Uno de los prospectos por vincular no es válido.',
  'privacy.leadMissing': 'El prospecto #{id} no existe.',
  'privacy.statusInvalid': 'Por favor elija un estado válido.',
  'privacy.closed': 'Esta solicitud está cerrada; ya no se puede cambiar.',
  'privacy.outcomeRequired': 'Por favor escriba el resultado antes de cerrar la solicitud.',
  'privacy.extendedAlready':
    'Esta solicitud ya se extendió una vez; la ley permite una sola extensión.',
  'privacy.extendToInvalid':
    'La nueva fecha límite debe ser después del {due} y a más tardar el {max} (45 días más como máximo).',
  'privacy.extensionReasonRequired':
    'Por favor escriba el motivo de la extensión (hay que decírselo a la persona).',
  'privacy.searchTooShort':
    'Por favor escriba al menos 7 dígitos de un teléfono, o un correo electrónico.',
  'privacy.reasonRequired':
    'Por favor escriba el motivo de la corrección (hasta {max} caracteres).',
  'privacy.nameInvalid': 'Por favor escriba un nombre (hasta 120 caracteres).',
  'privacy.emailInvalid':
    'Por favor escriba un correo electrónico válido, o déjelo vacío para quitarlo.',
  'privacy.phoneInvalid': 'Por favor escriba un número de teléfono de 10 dígitos.',
  'privacy.messageInvalid': 'El mensaje es demasiado largo (hasta 2000 caracteres).',
  'privacy.nothingToCorrect': 'Por favor cambie al menos un dato.',
  'retention.spamDaysInvalid':
    'Spam: por favor escriba un número entero de días, de {min} a {max}.',
  'retention.unengagedMonthsInvalid':
    'Contactos nunca atendidos o no calificados: por favor escriba un número entero de meses, de {min} a {max}.',
  'retention.callClickMonthsInvalid':
    'Clics en el teléfono: por favor escriba un número entero de meses, de {min} a {max}.',
};
