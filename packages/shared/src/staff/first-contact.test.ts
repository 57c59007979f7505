import { awaitsFirstContact, FIRST_CONTACT_TARGET_MINUTES, isOverdue } from './first-contact';

const NOW = '2030-01-12T19:00:00Z';
const lead = (minutesAgo: number, extra: object = {}) => ({
  origin: 'web' as const,
  status: 'New Lead',
  touchedAt: null,
  receivedAt: new Date(Date.parse(NOW) - minutesAgo * 60_000).toISOString(),
  ...extra,
});

describe('A lead waiting for its first contact', () => {
  it('When a new lead has waited past the target with nobody touching it, then it is overdue', () => {
    expect(isOverdue(lead(FIRST_CONTACT_TARGET_MINUTES - 1), NOW)).toBe(false);
    expect(isOverdue(lead(FIRST_CONTACT_TARGET_MINUTES), NOW)).toBe(true);
  });

  it('When a member did something, or the status moved on, then it waits no more', () => {
    expect(isOverdue(lead(90, { touchedAt: NOW }), NOW)).toBe(false);
    expect(isOverdue(lead(90, { status: 'Contacted' }), NOW)).toBe(false);
  });

  it('When the person was referred and did not ask to be contacted, then nothing waits for a call', () => {
    expect(awaitsFirstContact(lead(90, { origin: 'referral' }))).toBe(false);
    expect(isOverdue(lead(90, { origin: 'referral' }), NOW)).toBe(false);
  });
});
