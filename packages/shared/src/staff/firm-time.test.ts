import {
  firmDay,
  firmLocalToIso,
  isoToFirmLocal,
  formatFirmDateTime,
  formatFirmShort,
  minutesSince,
  relativeAge,
} from './firm-time';

const LEAD = '2030-01-12T18:37:00Z';

describe('Times in the firm’s time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('When a time is formatted, then it reads in El Paso’s zone with the zone named, in both languages', () => {
    expect(formatFirmDateTime(LEAD, 'es')).toBe('12 de enero de 2030, 11:37 a.m., hora de El Paso');
    expect(formatFirmDateTime(LEAD, 'en')).toBe('January 12, 2030, 11:37 AM, El Paso time');
    expect(formatFirmShort(LEAD, 'es')).toBe('12 ene, 11:37 a.m.');
    expect(formatFirmShort(LEAD, 'en')).toBe('Jan 12, 11:37 AM');
  });

  it('When the machine’s own zone is New York, Los Angeles, UTC or Tokyo, then every text is the same', () => {
    const texts = ['America/New_York', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo'].map((zone) => {
      process.env.TZ = zone;
      return [
        formatFirmDateTime(LEAD, 'es'),
        formatFirmShort(LEAD, 'en'),
        firmDay('2030-01-13T05:00:00Z'),
      ].join(' | ');
    });
    expect(new Set(texts).size).toBe(1);
    // 05:00 UTC on the 13th is still the 12th in El Paso
    expect(texts[0]).toContain('2030-01-12');
  });

  it('When summer time is on, then the hour follows it (MDT, UTC−6)', () => {
    expect(formatFirmShort('2030-07-01T17:37:00Z', 'en')).toBe('Jul 1, 11:37 AM');
  });

  it('When an age is given, then it is counted from the "now" passed in, as people say it', () => {
    const now = '2030-01-12T19:00:00Z';
    expect(relativeAge('2030-01-12T18:59:30Z', now, 'es')).toBe('hace un momento');
    expect(relativeAge('2030-01-12T18:48:00Z', now, 'es')).toBe('hace 12 min');
    expect(relativeAge('2030-01-12T18:48:00Z', now, 'en')).toBe('12 min. ago');
    expect(relativeAge('2030-01-12T15:30:00Z', now, 'es')).toBe('hace 3 h');
    expect(relativeAge('2030-01-10T15:30:00Z', now, 'es')).toBe('hace 2 días');
    expect(minutesSince('2030-01-12T18:48:00Z', now)).toBe(12);
    expect(minutesSince('2030-01-12T19:30:00Z', now)).toBe(0);
  });
});

describe('firm clock and datetime-local values', () => {
  it('When a winter and a summer time are typed on the firm clock, then they carry El Paso’s offset of that day', () => {
    expect(firmLocalToIso('2030-01-12T09:30')).toBe('2030-01-12T09:30:00-07:00');
    expect(firmLocalToIso('2030-07-04T18:05')).toBe('2030-07-04T18:05:00-06:00');
    expect(firmLocalToIso('2030-07-04 18:05')).toBeNull();
  });

  it('When an instant is shown on the firm clock, then it reads back as the same instant', () => {
    expect(isoToFirmLocal('2030-01-12T16:30:00.000Z')).toBe('2030-01-12T09:30');
    const iso = firmLocalToIso(isoToFirmLocal('2030-07-04T00:05:00Z'))!;
    expect(Date.parse(iso)).toBe(Date.parse('2030-07-04T00:05:00Z'));
  });
});
