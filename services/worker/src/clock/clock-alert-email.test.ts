import { DEFAULT_OFFICE_SCHEDULE } from '@firm/shared/server/first-contact-settings';
import type { TAlertLead } from './alert-delivery.repository';
import { composeClockAlert } from './clock-alert-email';

const NOW = Date.parse('2030-01-15T11:00:00-07:00'); // a Tuesday
const lead = (id: number, name: string, extra: Partial<TAlertLead> = {}): TAlertLead => ({
  id,
  name,
  form_variant: 'contact-es',
  received_at: new Date('2030-01-14T17:00:00-07:00'),
  first_contact_due_at: new Date('2030-01-14T17:15:00-07:00'),
  first_contacted_at: null,
  follow_up_due_at: null,
  follow_up_note: null,
  ...extra,
});
const compose = (kind: 'first_contact' | 'follow_up', level: 1 | 2, leads: TAlertLead[]) =>
  composeClockAlert({
    alert: { kind, level },
    leads,
    nowMs: NOW,
    schedule: DEFAULT_OFFICE_SCHEDULE,
    staffInboxUrl: 'https://firm.test/staff/',
  });

describe('composeClockAlert', () => {
  it('When two leads fall overdue, then one e-mail names both, each linked to its page, with the wait in office time', () => {
    const email = compose('first_contact', 1, [lead(7, 'Ana'), lead(8, 'Beto')]);
    expect(email.subject).toBe('Prospectos esperando contacto (2) / Leads waiting for contact (2)');
    // 17:00–18:00 yesterday and 9:00–11:00 today
    expect(email.text).toContain('Página de contacto · esperando 3 h en horario de oficina');
    expect(email.text).toContain('Contact page · waiting 3 h of office time');
    expect(email.html).toContain('href="https://firm.test/staff/prospectos/7"');
    expect(email.html).toContain('href="https://firm.test/staff/prospectos/8"');
    expect(email.html).toContain('name="viewport"');
  });

  it('When a name holds markup or line breaks, then the HTML shows it as text and the text part on one line', () => {
    const email = compose('first_contact', 2, [lead(9, 'Eve <img src=x onerror=alert(1)>\nDos')]);
    expect(email.subject).toBe('Siguen sin contacto (1) / Still not contacted (1)');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('Eve &lt;img src=x onerror=alert(1)&gt; Dos');
    expect(email.text).toContain('Eve <img src=x onerror=alert(1)> Dos\n');
  });

  it('When a follow-up is due, then the e-mail gives its time on the firm clock and its note', () => {
    const email = compose('follow_up', 1, [
      lead(10, 'Flor', {
        follow_up_due_at: new Date('2030-01-15T11:00:00-07:00'),
        follow_up_note: 'Después de las 5',
      }),
    ]);
    expect(email.subject).toBe('Llamar de nuevo ahora (1) / Call back now (1)');
    expect(email.text).toContain('Llamar: 15 ene, 11:00 a.m. — Después de las 5');
    expect(email.text).toContain('Call: Jan 15, 11:00 AM — Después de las 5');
  });
});
