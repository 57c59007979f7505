import type { TLeadStatus } from '@firm/shared/staff/inbox';
import { LEAD_STATUSES } from '@firm/shared/staff/inbox';
import { bilingual } from '../../lib/copy/bilingual';

/** The pipeline's statuses as the staff read them (the stored values stay the spec's English ones). */
export const LEAD_STATUS_COPY = bilingual<Record<TLeadStatus, string>>({
  en: {
    'New Lead': 'New lead',
    Contacted: 'Contacted',
    Qualified: 'Qualified',
    Retained: 'Retained',
    'Not qualified': 'Not qualified',
    Spam: 'Spam',
  },
  es: {
    'New Lead': 'Nuevo',
    Contacted: 'Contactado',
    Qualified: 'Calificado',
    Retained: 'Contratado',
    'Not qualified': 'No calificado',
    Spam: 'Spam',
  },
});

/** A status's label in a language (an unknown stored value is shown as it is). */
export function statusLabel(locale: 'en' | 'es', status: string): string {
  return (LEAD_STATUS_COPY[locale] as Record<string, string>)[status] ?? status;
}

/** The statuses as select options. */
export function statusOptions(locale: 'en' | 'es') {
  return LEAD_STATUSES.map((status) => ({ value: status, label: statusLabel(locale, status) }));
}
