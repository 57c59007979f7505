import { DAY_MS, offsetMinutes, wallDay, wallMinuteOfDay, wallMs, wallToUtc } from './wall-clock';

// America/Denver (El Paso): MST is UTC−7, MDT is UTC−6; in 2026 summer time runs 8 Mar – 1 Nov.
const DENVER = 'America/Denver';
const at = (iso: string) => Date.parse(iso);

describe('wall clock of a time zone', () => {
  it('When an instant is read in winter and in summer, then the wall clock follows the offset of that day', () => {
    expect(wallMs(at('2030-01-12T16:30:00.250Z'), DENVER)).toBe(at('2030-01-12T09:30:00.250Z'));
    expect(wallMs(at('2030-07-04T00:05:00Z'), DENVER)).toBe(at('2030-07-03T18:05:00Z'));
    expect(offsetMinutes(at('2030-01-12T16:30:00Z'), DENVER)).toBe(-420);
    expect(offsetMinutes(at('2030-07-04T00:05:00Z'), DENVER)).toBe(-360);
  });

  it('When a wall time is turned into an instant and read back, then it is the same wall time, in winter and in summer', () => {
    for (const wall of ['2030-01-12T09:30:00Z', '2030-07-04T18:05:00Z', '2026-11-01T08:00:00Z']) {
      const utc = wallToUtc(at(wall), DENVER);
      expect(wallMs(utc, DENVER)).toBe(at(wall));
    }
    expect(new Date(wallToUtc(at('2030-01-12T09:30:00Z'), DENVER)).toISOString()).toBe(
      '2030-01-12T16:30:00.000Z',
    );
  });

  it('When a wall time falls on a night the clock changes, then the repeated 1:30 is the summer one and the skipped 2:30 is 1:30 standard time', () => {
    expect(new Date(wallToUtc(at('2026-11-01T01:30:00Z'), DENVER)).toISOString()).toBe(
      '2026-11-01T07:30:00.000Z',
    );
    expect(new Date(wallToUtc(at('2026-03-08T02:30:00Z'), DENVER)).toISOString()).toBe(
      '2026-03-08T08:30:00.000Z',
    );
  });

  it('When an instant is late in the evening, then its wall day is the zone’s, not UTC’s, and its minute of the day is the wall clock’s', () => {
    // 23:10 MST on 27 Nov 2026 is 06:10Z on the 28th
    expect(wallDay(at('2026-11-28T06:10:00Z'), DENVER)).toBe(at('2026-11-27T00:00:00Z'));
    expect(wallMinuteOfDay(at('2026-11-28T06:10:00Z'), DENVER)).toBe(23 * 60 + 10);
    expect(wallMinuteOfDay(at('2026-11-27T15:00:59Z'), DENVER)).toBe(8 * 60);
    expect(wallDay(at('1969-12-31T12:00:00Z'), 'UTC')).toBe(-DAY_MS);
  });
});
