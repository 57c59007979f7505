/**
 * The names of the firm's facts as an editor reads them, both languages: the studio's form labels its
 * fields with them and the API's problems name the field with them (`phones.0.tel` → "Teléfono 1 ·
 * Número para marcar (E.164)").
 */
import type { TLocale } from '../i18n/locale';

type TLabel = Record<TLocale, string>;

/** The sections of the document (its top-level keys); a list's item gets its number after it. */
const SECTIONS: Record<string, TLabel> = {
  firm: { es: 'Firma', en: 'Firm' },
  email: { es: 'Correo electrónico', en: 'E-mail' },
  phones: { es: 'Teléfono', en: 'Phone' },
  offices: { es: 'Oficina', en: 'Office' },
  whatsapp: { es: 'WhatsApp', en: 'WhatsApp' },
  sister_sites: { es: 'Sitios hermanos', en: 'Sister sites' },
  sister_firm_names: { es: 'Firma hermana', en: 'Sister firm' },
  social: { es: 'Redes sociales', en: 'Social media' },
  google_review_url: { es: 'Enlace para dejar una reseña en Google', en: 'Google review link' },
  responsible_attorney: { es: 'Abogada o abogado responsable', en: 'Responsible attorney' },
  office_hours: { es: 'Horario de oficina', en: 'Office hours' },
  periods: { es: 'Horario', en: 'Hours' },
  callback: { es: 'Llamada de regreso', en: 'Callback' },
  acknowledgment: { es: 'Acuse de recibo', en: 'Acknowledgment' },
};

/** The fields, by their key (the same key means the same thing in every section). */
const FIELDS: Record<string, TLabel> = {
  name_es: { es: 'Nombre en español', en: 'Spanish name' },
  name_en: { es: 'Nombre en inglés', en: 'English name' },
  founded: { es: 'Año de fundación', en: 'Founding year' },
  founded_in: { es: 'Lugar de fundación', en: 'Where it was founded' },
  founder_slug: { es: 'Fundador o fundadora', en: 'Founder' },
  id: { es: 'Identificador', en: 'Id' },
  practice: { es: 'Área de práctica', en: 'Practice' },
  label_es: { es: 'Etiqueta en español', en: 'Spanish label' },
  label_en: { es: 'Etiqueta en inglés', en: 'English label' },
  display: { es: 'Número como se muestra', en: 'Number as shown' },
  tel: { es: 'Número para marcar (E.164)', en: 'Number to dial (E.164)' },
  street: { es: 'Calle y número', en: 'Street' },
  suite: { es: 'Suite u oficina', en: 'Suite' },
  city: { es: 'Ciudad', en: 'City' },
  region: { es: 'Estado (2 letras)', en: 'State (2 letters)' },
  postal_code: { es: 'Código postal', en: 'ZIP code' },
  country: { es: 'País (2 letras)', en: 'Country (2 letters)' },
  maps_query: { es: 'Búsqueda del mapa', en: 'Map search' },
  notice_es: { es: 'Aviso en español', en: 'Spanish notice' },
  notice_en: { es: 'Aviso en inglés', en: 'English notice' },
  number: { es: 'Número (E.164)', en: 'Number (E.164)' },
  greeting_es: { es: 'Saludo en español', en: 'Spanish greeting' },
  greeting_en: { es: 'Saludo en inglés', en: 'English greeting' },
  personal_injury: { es: 'Lesiones personales', en: 'Personal injury' },
  trucks: { es: 'Choferes de tráiler', en: 'Truck drivers' },
  facebook: { es: 'Facebook', en: 'Facebook' },
  instagram: { es: 'Instagram', en: 'Instagram' },
  tiktok: { es: 'TikTok', en: 'TikTok' },
  youtube: { es: 'YouTube', en: 'YouTube' },
  slug: { es: 'Abogado', en: 'Attorney' },
  name: { es: 'Nombre como aparece en el pie de página', en: 'Name as the footer shows it' },
  admitted_in: { es: 'Con licencia en', en: 'Licensed in' },
  office_id: { es: 'Oficina principal', en: 'Principal office' },
  time_zone: { es: 'Zona horaria', en: 'Time zone' },
  days: { es: 'Días', en: 'Days' },
  opens: { es: 'Abre', en: 'Opens' },
  closes: { es: 'Cierra', en: 'Closes' },
  phone_id: { es: 'Teléfono desde el que se llama', en: 'Phone the call comes from' },
  within_business_days: { es: 'Plazo en días hábiles', en: 'Within business days' },
  subject_es: { es: 'Asunto en español', en: 'Spanish subject' },
  subject_en: { es: 'Asunto en inglés', en: 'English subject' },
  intro_es: { es: 'Introducción en español', en: 'Spanish introduction' },
  intro_en: { es: 'Introducción en inglés', en: 'English introduction' },
  call_es: { es: 'Llamada, en español', en: 'Call, Spanish' },
  call_en: { es: 'Llamada, en inglés', en: 'Call, English' },
  call_hours_es: { es: 'Llamada a sus horas, en español', en: 'Call at their hours, Spanish' },
  call_hours_en: { es: 'Llamada a sus horas, en inglés', en: 'Call at their hours, English' },
  call_none_es: { es: 'Sin llamada, en español', en: 'No call, Spanish' },
  call_none_en: { es: 'Sin llamada, en inglés', en: 'No call, English' },
  have_at_hand_es: { es: 'Qué tener a la mano, en español', en: 'What to have at hand, Spanish' },
  have_at_hand_en: { es: 'Qué tener a la mano, en inglés', en: 'What to have at hand, English' },
  whatsapp_es: { es: 'WhatsApp, en español', en: 'WhatsApp, Spanish' },
  whatsapp_en: { es: 'WhatsApp, en inglés', en: 'WhatsApp, English' },
  not_advice_es: { es: 'No es asesoría legal, en español', en: 'Not legal advice, Spanish' },
  not_advice_en: { es: 'No es asesoría legal, en inglés', en: 'Not legal advice, English' },
  text_es: { es: 'Mensaje de texto en español', en: 'Spanish text message' },
  text_en: { es: 'Mensaje de texto en inglés', en: 'English text message' },
};

/** A label of the firm's facts in a language (a field's key, a section's key), or the key itself. */
export function firmLabel(locale: TLocale, key: string): string {
  return (FIELDS[key] ?? SECTIONS[key])?.[locale] ?? key;
}

/**
 * How a field's dotted path reads: its section (a list's item numbered from 1) and the field,
 * joined by " · ".
 */
export function firmFieldLabel(locale: TLocale, path: string): string {
  const parts = path.split('.');
  const words: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    const next = parts[i + 1];
    const section = SECTIONS[part];
    if (section && next !== undefined && /^\d+$/.test(next)) {
      words.push(`${section[locale]} ${Number(next) + 1}`);
      i += 1;
    } else if (/^\d+$/.test(part)) {
      words.push(String(Number(part) + 1));
    } else if (i === 0 && section) {
      words.push(section[locale]);
    } else {
      words.push(FIELDS[part]?.[locale] ?? SECTIONS[part]?.[locale] ?? part);
    }
  }
  return words.join(' · ') || path;
}
