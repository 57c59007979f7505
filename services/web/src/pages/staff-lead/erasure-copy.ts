import type { TLocale } from '@firm/shared/i18n/locale';

/** The lead page's erasure and legal-hold texts (issue 31 §3), both languages side by side. */
export const ERASURE_COPY = {
  en: {
    matchNotice: (date: string) => `Contact erased on request on ${date}`,
    matchHint:
      'Someone with this phone or e-mail asked the firm to delete their data. Nothing of it is kept: check for conflicts before taking the case.',
    erasedNotice: (date: string) => `This lead's personal data was erased on request on ${date}`,
    erasedBy: (name: string) => `Erased by ${name}.`,
    retentionNotice: (date: string) =>
      `This lead's personal data was erased on ${date} under the data retention schedule`,
    retentionRule: {
      spam: 'Rule: spam, kept past its period.',
      unengaged: 'Rule: never contacted or not qualified, kept past its period.',
      call_clicks: 'Rule: call clicks kept past their period.',
    },
    erasedNothing:
      'Nothing personal is kept: no name, phone, e-mail, message or answers. Only the dates, the form and the history without its texts remain.',
    reasonOf: (reason: string) => `Reason: ${reason}`,
    holdHeading: 'Legal hold',
    holdNone: 'No legal hold. While one stands, the lead cannot be erased or expire.',
    holdStands: (date: string, by: string) => `Under a legal hold since ${date} (${by}).`,
    holdReason: 'Reason for the hold (required)',
    hold: 'Place a legal hold',
    liftReason: 'Reason for lifting it (required)',
    lift: 'Lift the legal hold',
    eraseHeading: 'Erase the person',
    eraseHint:
      'Erases this lead and every lead with the same phone or e-mail: name, phone, e-mail, message, answers, notes and history texts, everywhere. It cannot be undone. Only a keyed fingerprint of the phone and e-mail stays, to check conflicts.',
    eraseBlocked: 'A legal hold stands: lift it before erasing.',
    eraseReason: 'Reason for the erasure (required)',
    requestId: 'Privacy request number (optional)',
    confirm: 'I understand the erasure cannot be undone.',
    erase: 'Erase the data',
  },
  es: {
    matchNotice: (date: string) => `Contacto eliminado a petición el ${date}`,
    matchHint:
      'Una persona con este teléfono o correo pidió a la firma que borrara sus datos. No se guarda nada de ellos: revise si hay conflictos antes de tomar el caso.',
    erasedNotice: (date: string) =>
      `Los datos personales de este contacto se eliminaron a petición el ${date}`,
    erasedBy: (name: string) => `Los eliminó ${name}.`,
    retentionNotice: (date: string) =>
      `Los datos personales de este contacto se eliminaron el ${date} según el plan de conservación de datos`,
    retentionRule: {
      spam: 'Regla: spam, pasado su plazo de conservación.',
      unengaged: 'Regla: nunca se contactó o no calificó, pasado su plazo de conservación.',
      call_clicks: 'Regla: clics de llamada pasados su plazo de conservación.',
    },
    erasedNothing:
      'No se conserva nada personal: ni nombre, ni teléfono, ni correo, ni mensaje, ni respuestas. Solo quedan las fechas, el formulario y el historial sin sus textos.',
    reasonOf: (reason: string) => `Motivo: ${reason}`,
    holdHeading: 'Retención legal',
    holdNone: 'Sin retención legal. Mientras haya una, el contacto no se puede eliminar ni vence.',
    holdStands: (date: string, by: string) => `Bajo retención legal desde el ${date} (${by}).`,
    holdReason: 'Motivo de la retención (obligatorio)',
    hold: 'Poner retención legal',
    liftReason: 'Motivo para levantarla (obligatorio)',
    lift: 'Levantar la retención legal',
    eraseHeading: 'Eliminar los datos de la persona',
    eraseHint:
      'Borra este contacto y todos los que tengan el mismo teléfono o correo: nombre, teléfono, correo, mensaje, respuestas, notas y textos del historial, en todas partes. No se puede deshacer. Solo queda una huella cifrada del teléfono y del correo para revisar conflictos.',
    eraseBlocked: 'Hay una retención legal: levántela antes de eliminar.',
    eraseReason: 'Motivo de la eliminación (obligatorio)',
    requestId: 'Número de la solicitud de privacidad (opcional)',
    confirm: 'Entiendo que la eliminación no se puede deshacer.',
    erase: 'Eliminar los datos',
  },
} satisfies Record<TLocale, unknown>;
