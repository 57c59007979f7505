import {
  escalationDueAt,
  firstContactDueAt,
  FIRST_CONTACT_TARGET_MINUTES,
  hasFirstContactClock,
  isOverdue,
  officeMinutesWaited,
  waitInWords,
  type TFirstContactSettings,
} from './first-contact';

const SETTINGS: TFirstContactSettings = {
  targetMinutes: FIRST_CONTACT_TARGET_MINUTES,
  schedule: {
    time_zone: 'America/Denver',
    periods: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' }],
  },
};

const NOW = '2030-01-15T19:00:00Z'; // a Tuesday, 12:00 in El Paso
const lead = (dueMinutesAgo: number | null, contactedAt: string | null = null) => ({
  firstContactDueAt:
    dueMinutesAgo === null
      ? null
      : new Date(Date.parse(NOW) - dueMinutesAgo * 60_000).toISOString(),
  firstContactedAt: contactedAt,
});

describe('The first-contact clock', () => {
  it('When a lead is past its due time and nobody contacted it, then it is overdue', () => {
    expect(isOverdue(lead(-1), NOW)).toBe(false);
    expect(isOverdue(lead(0), NOW)).toBe(true);
    expect(isOverdue(lead(90), NOW)).toBe(true);
  });

  it('When a member contacted it, or it has no clock, then it is not overdue', () => {
    expect(isOverdue(lead(90, NOW), NOW)).toBe(false);
    expect(isOverdue(lead(null), NOW)).toBe(false);
  });

  it('When a lead is spam or a referred person, then it gets no clock; web and social-media leads do', () => {
    expect(hasFirstContactClock({ origin: 'web', is_spam: false })).toBe(true);
    expect(hasFirstContactClock({ origin: 'social_media', is_spam: false })).toBe(true);
    expect(hasFirstContactClock({ origin: 'web', is_spam: true })).toBe(false);
    expect(hasFirstContactClock({ origin: 'referral', is_spam: false })).toBe(false);
  });

  it('When a lead arrives on Friday evening, then it is due Monday 9:10 and escalates at 9:25', () => {
    const due = firstContactDueAt(Date.parse('2030-01-18T17:55:00-07:00'), SETTINGS);
    expect(due.toISOString()).toBe('2030-01-21T16:10:00.000Z');
    expect(escalationDueAt(due.getTime(), SETTINGS).toISOString()).toBe('2030-01-21T16:25:00.000Z');
  });

  it('When a lead waited overnight, then the wait counts office minutes only', () => {
    const waited = officeMinutesWaited(
      { receivedAt: '2030-01-14T17:30:00-07:00', firstContactDueAt: null, firstContactedAt: null },
      NOW,
      SETTINGS.schedule,
    );
    expect(waited).toBe(30 + 180);
  });

  it('When a wait is put in words, then minutes under an hour stay minutes and longer ones read in hours', () => {
    expect(waitInWords(0)).toBe('0 min');
    expect(waitInWords(42)).toBe('42 min');
    expect(waitInWords(180)).toBe('3 h');
    expect(waitInWords(185)).toBe('3 h 5 min');
  });
});
