import type { TLocale } from '@firm/shared/i18n/locale';
import type { TCorrectableField } from '@firm/shared/privacy/lead-correction';

/** The lead page's privacy card and its timeline entries (issue 31 §3), both languages side by side. */
export const PRIVACY_COPY = {
  en: {
    heading: 'Privacy (admins)',
    exportLead: 'The person can see their data:',
    exportHtml: 'Open the readable export',
    exportJson: 'Download as JSON',
    correctHeading: 'Correct the data',
    correctHint:
      'Change only what the person asked to correct. Each change goes on the history with what it was. The consent record is never changed.',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      message: 'Message',
    } satisfies Record<TCorrectableField, string>,
    reason: 'Reason for the correction (required)',
    save: 'Save the correction',
    entry: (field: string) => `Corrected: ${field}`,
    was: 'Was',
    now: 'Now',
    empty: '(empty)',
    reasonOf: (reason: string) => `Reason: ${reason}`,
  },
  es: {
    heading: 'Privacidad (administradores)',
    exportLead: 'La persona puede ver sus datos:',
    exportHtml: 'Abrir la copia para leer',
    exportJson: 'Descargar en JSON',
    correctHeading: 'Corregir los datos',
    correctHint:
      'Cambie solo lo que la persona pidió corregir. Cada cambio queda en el historial con lo que decía antes. El registro del consentimiento nunca se cambia.',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      message: 'Mensaje',
    },
    reason: 'Motivo de la corrección (obligatorio)',
    save: 'Guardar la corrección',
    entry: (field: string) => `Corregido: ${field}`,
    was: 'Antes',
    now: 'Ahora',
    empty: '(vacío)',
    reasonOf: (reason: string) => `Motivo: ${reason}`,
  },
} satisfies Record<TLocale, unknown>;
