import type { TLocale } from '@firm/shared/i18n/locale';
import { formatFirmDateTime } from '@firm/shared/staff/firm-time';
import type { TExportEventRow } from './privacy-export.repository';

const STATUS: Record<string, Record<TLocale, string>> = {
  'New Lead': { es: 'Nuevo', en: 'New' },
  Contacted: { es: 'Contactado', en: 'Contacted' },
  Qualified: { es: 'Calificado', en: 'Qualified' },
  Retained: { es: 'Contratado', en: 'Retained' },
  'Not qualified': { es: 'No calificado', en: 'Not qualified' },
  Spam: { es: 'Spam', en: 'Spam' },
};

const OUTCOME: Record<string, Record<TLocale, string>> = {
  no_answer: { es: 'no contestó', en: 'no answer' },
  voicemail: { es: 'se dejó un mensaje de voz', en: 'voicemail left' },
  talked: { es: 'hablamos', en: 'we talked' },
  wrong_number: { es: 'número equivocado', en: 'wrong number' },
  do_not_call: { es: 'pidió que no le llamemos', en: 'asked not to be called' },
};

const FIELD: Record<string, Record<TLocale, string>> = {
  name: { es: 'Nombre', en: 'Name' },
  email: { es: 'Correo electrónico', en: 'E-mail' },
  phone: { es: 'Teléfono', en: 'Phone' },
  message: { es: 'Mensaje', en: 'Message' },
  situation: { es: 'Situación', en: 'Situation' },
  married: { es: 'Casado(a)', en: 'Married' },
  stay: { es: 'Estancia', en: 'Stay' },
  section: { es: 'Sección', en: 'Section' },
  page_url: { es: 'Página', en: 'Page' },
  source: { es: 'Origen de la visita', en: 'Visit source' },
  client_time: { es: 'Hora de su dispositivo', en: 'Your device time' },
  consent: { es: 'Consentimiento', en: 'Consent' },
  consent_version: { es: 'Versión del consentimiento', en: 'Consent version' },
  contact_call: { es: '¿Se le puede llamar?', en: 'May we call?' },
  contact_call_hours: { es: 'Horas seguras para llamar', en: 'Safe hours to call' },
  contact_voicemail: { es: '¿Mensaje de voz?', en: 'Voicemail?' },
  contact_texts: { es: '¿Mensajes de texto?', en: 'Text messages?' },
  do_not_contact_at: { es: 'No contactar desde', en: 'Do not contact since' },
  do_not_contact_reason: { es: 'Motivo de no contactar', en: 'Do-not-contact reason' },
  status: { es: 'Estado', en: 'Status' },
  ip: { es: 'Dirección IP', en: 'IP address' },
  user_agent: { es: 'Navegador', en: 'Browser' },
};

/** A field's label in a language (the column's name when it has none). */
export function fieldLabel(name: string, locale: TLocale): string {
  return FIELD[name]?.[locale] ?? name;
}

/** A stored status in a language. */
export function statusWord(status: string, locale: TLocale): string {
  return STATUS[status]?.[locale] ?? status;
}

/** One history event in plain words in the lead's language. */
export function describeEvent(row: TExportEventRow, locale: TLocale): string {
  const es = locale === 'es';
  switch (row.kind) {
    case 'status':
      return `${es ? 'Estado' : 'Status'}: ${statusWord(row.a ?? '', locale)} → ${statusWord(row.b ?? '', locale)}`;
    case 'call': {
      const how = row.a === 'whatsapp' ? 'WhatsApp' : es ? 'Llamada' : 'Call';
      return `${how}: ${OUTCOME[row.b ?? '']?.[locale] ?? row.b ?? ''}`;
    }
    case 'follow_up':
      return es
        ? `Llamada programada para el ${formatFirmDateTime(row.a ?? '', 'es')}`
        : `Call scheduled for ${formatFirmDateTime(row.a ?? '', 'en')}`;
    case 'text':
      return `${row.a === 'in' ? (es ? 'Mensaje de texto recibido' : 'Text received') : es ? 'Mensaje de texto enviado' : 'Text sent'}: ${row.b ?? ''}`;
    case 'correction':
      return `${es ? 'Corrección' : 'Correction'} — ${fieldLabel(row.a ?? '', locale)}: «${row.b ?? ''}» → «${row.c ?? ''}»`;
  }
}

const DELIVERY: Record<string, Record<TLocale, string>> = {
  intake_email: { es: 'Aviso por correo a nuestra oficina', en: 'E-mail notice to our office' },
  webhook: { es: 'Aviso a nuestro sistema de casos', en: 'Notice to our case system' },
  ops_alert: { es: 'Aviso técnico interno', en: 'Internal technical notice' },
  ack_email: { es: 'Confirmación por correo enviada a usted', en: 'Confirmation e-mailed to you' },
  ack_text: { es: 'Confirmación por mensaje de texto a usted', en: 'Confirmation texted to you' },
};

/** A delivery's kind in plain words. */
export function deliveryWord(kind: string, locale: TLocale): string {
  return DELIVERY[kind]?.[locale] ?? kind;
}
