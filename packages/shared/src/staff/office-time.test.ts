import {
  addOfficeMinutes,
  isOfficeTime,
  officeMinutesBetween,
  type TOfficeSchedule,
} from './office-time';

// The firm's hours as infra/content/site-config.json writes them.
const EL_PASO: TOfficeSchedule = {
  time_zone: 'America/Denver',
  periods: [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' },
    { days: ['sat'], opens: '09:00', closes: '13:00' },
  ],
};

const at = (iso: string) => Date.parse(iso);
const add = (iso: string, minutes: number, schedule = EL_PASO) =>
  new Date(addOfficeMinutes(at(iso), minutes, schedule)).toISOString();

describe('addOfficeMinutes', () => {
  it('When a lead arrives on a Tuesday morning, then its 15 minutes end 15 minutes later', () => {
    expect(add('2026-01-13T10:00:00-07:00', 15)).toBe('2026-01-13T17:15:00.000Z');
  });

  it('When a lead arrives 10 minutes before closing, then the last 5 minutes run at the next opening', () => {
    expect(add('2026-01-13T17:50:00-07:00', 15)).toBe('2026-01-14T16:05:00.000Z');
  });

  it('When a lead arrives at night, then its clock starts at the next opening', () => {
    expect(add('2026-01-13T23:00:00-07:00', 15)).toBe('2026-01-14T16:15:00.000Z');
    expect(add('2026-01-14T03:00:00-07:00', 15)).toBe('2026-01-14T16:15:00.000Z');
    expect(add('2026-01-14T08:59:00-07:00', 15)).toBe('2026-01-14T16:15:00.000Z');
  });

  it('When a lead arrives late on a Saturday, then Sunday is skipped and the clock ends on Monday', () => {
    expect(add('2026-01-17T12:55:00-07:00', 15)).toBe('2026-01-19T16:10:00.000Z');
    expect(add('2026-01-18T11:00:00-07:00', 15)).toBe('2026-01-19T16:15:00.000Z');
  });

  it('When the weekend crosses the spring change to daylight time, then Monday 9:05 is 9:05 MDT', () => {
    expect(add('2026-03-07T12:50:00-07:00', 15)).toBe('2026-03-09T15:05:00.000Z');
  });

  it('When the weekend crosses the fall change to standard time, then Monday 9:05 is 9:05 MST', () => {
    expect(add('2026-10-31T12:50:00-06:00', 15)).toBe('2026-11-02T16:05:00.000Z');
  });

  it('When the target is longer than a day of office hours, then it spans days and the weekend', () => {
    // Friday 10:00 + 9 h: 8 h on Friday, 1 h on Saturday morning.
    expect(add('2026-01-16T10:00:00-07:00', 9 * 60)).toBe('2026-01-17T17:00:00.000Z');
    // Friday 10:00 + 13 h: 8 on Friday, 4 on Saturday, 1 on Monday.
    expect(add('2026-01-16T10:00:00-07:00', 13 * 60)).toBe('2026-01-19T17:00:00.000Z');
  });

  it('When the target ends exactly at closing, then the due time is the closing instant', () => {
    expect(add('2026-01-13T17:45:00-07:00', 15)).toBe('2026-01-14T01:00:00.000Z');
  });

  it('When 0 minutes are added, then the answer is the instant itself in office hours, else the next opening', () => {
    expect(add('2026-01-13T10:00:00-07:00', 0)).toBe('2026-01-13T17:00:00.000Z');
    expect(add('2026-01-13T18:00:00-07:00', 0)).toBe('2026-01-14T16:00:00.000Z');
  });

  it('When the office is in a zone without daylight time, then its hours stay on the same UTC times', () => {
    const phoenix = { ...EL_PASO, time_zone: 'America/Phoenix' };
    expect(add('2026-07-13T17:55:00-07:00', 15, phoenix)).toBe('2026-07-14T16:10:00.000Z');
  });

  it('When the office hours open on no day, then it throws instead of looping', () => {
    expect(() => addOfficeMinutes(0, 15, { time_zone: 'America/Denver', periods: [] })).toThrow(
      'open on no day',
    );
  });
});

describe('officeMinutesBetween', () => {
  const between = (from: string, to: string) => officeMinutesBetween(at(from), at(to), EL_PASO);

  it('When both instants are in one office day, then it is the plain difference', () => {
    expect(between('2026-01-13T10:00:00-07:00', '2026-01-13T10:42:30-07:00')).toBe(42);
  });

  it('When the span holds a night, then the night counts nothing', () => {
    expect(between('2026-01-13T17:00:00-07:00', '2026-01-14T10:00:00-07:00')).toBe(120);
    expect(between('2026-01-13T19:00:00-07:00', '2026-01-14T08:00:00-07:00')).toBe(0);
  });

  it('When the span holds a weekend, then Saturday morning counts and Sunday does not', () => {
    expect(between('2026-01-16T17:00:00-07:00', '2026-01-19T10:00:00-07:00')).toBe(60 + 240 + 60);
  });

  it('When the span crosses a DST change, then office hours are still 9 hours a weekday', () => {
    expect(between('2026-03-06T09:00:00-07:00', '2026-03-09T18:00:00-06:00')).toBe(540 + 240 + 540);
    expect(between('2026-10-30T09:00:00-06:00', '2026-11-02T18:00:00-07:00')).toBe(540 + 240 + 540);
  });

  it('When the span is a whole year, then every weekday counts 9 hours and every Saturday 4, DST or not', () => {
    let expected = 0;
    // 2026-01-01 is a Thursday; count the calendar's days without any time zone
    for (let day = 0; day < 365; day += 1) {
      const weekday = new Date(Date.UTC(2026, 0, 1 + day)).getUTCDay();
      if (weekday >= 1 && weekday <= 5) expected += 540;
      if (weekday === 6) expected += 240;
    }
    expect(between('2026-01-01T00:00:00-07:00', '2027-01-01T00:00:00-07:00')).toBe(expected);
    expect(between('2026-01-01T12:00:00-07:00', '2026-12-31T12:00:00-07:00')).toBe(
      expected - 180 - 360,
    );
  });

  it('When the end is not after the start, then it is 0', () => {
    expect(between('2026-01-13T11:00:00-07:00', '2026-01-13T10:00:00-07:00')).toBe(0);
  });

  it('When minutes are added and then measured, then the measure gives them back (a week of starts)', () => {
    const start = at('2026-03-02T00:00:00-07:00'); // the week before the spring change, and its days
    for (let offset = 0; offset < 9 * 24 * 60; offset += 37) {
      const from = start + offset * 60_000;
      for (const minutes of [0, 1, 15, 240, 600, 2_000]) {
        const due = addOfficeMinutes(from, minutes, EL_PASO);
        expect(officeMinutesBetween(from, due, EL_PASO)).toBe(minutes);
        expect(due).toBeGreaterThanOrEqual(from);
      }
    }
  });
});

describe('isOfficeTime', () => {
  const open = (iso: string) => isOfficeTime(at(iso), EL_PASO);

  it('When it is the opening minute, then the office is open; at the closing minute it is closed', () => {
    expect(open('2026-01-13T09:00:00-07:00')).toBe(true);
    expect(open('2026-01-13T08:59:59-07:00')).toBe(false);
    expect(open('2026-01-13T17:59:59-07:00')).toBe(true);
    expect(open('2026-01-13T18:00:00-07:00')).toBe(false);
  });

  it('When it is Saturday afternoon or Sunday, then the office is closed', () => {
    expect(open('2026-01-17T12:59:00-07:00')).toBe(true);
    expect(open('2026-01-17T13:00:00-07:00')).toBe(false);
    expect(open('2026-01-18T10:00:00-07:00')).toBe(false);
  });

  it('When daylight time has begun, then 9:00 MDT is open and 8:30 MDT (9:30 MST) is not', () => {
    expect(open('2026-03-09T09:00:00-06:00')).toBe(true);
    expect(open('2026-03-09T08:30:00-06:00')).toBe(false);
  });
});
