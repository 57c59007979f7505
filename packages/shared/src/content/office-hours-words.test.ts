import type { TOfficeHours } from './office-hours';
import { clockInWords, daysInWords, officeHoursLines, timeZoneInWords } from './office-hours-words';

const HOURS: TOfficeHours = {
  time_zone: 'America/Denver',
  city: 'El Paso, Texas',
  periods: [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' },
    { days: ['sat'], opens: '09:30', closes: '13:00' },
  ],
};

describe('office hours in words', () => {
  it('When the firm’s hours are written out, then each language reads them as its speakers would', () => {
    expect(officeHoursLines(HOURS, 'es')).toEqual([
      { days: 'Lunes a viernes', hours: 'de 9:00 a. m. a 6:00 p. m.' },
      { days: 'Sábado', hours: 'de 9:30 a. m. a 1:00 p. m.' },
    ]);
    expect(officeHoursLines(HOURS, 'en')).toEqual([
      { days: 'Monday to Friday', hours: '9:00 a.m. to 6:00 p.m.' },
      { days: 'Saturday', hours: '9:30 a.m. to 1:00 p.m.' },
    ]);
  });

  it('When the time zone is named, then the city and the zone are in words', () => {
    expect(timeZoneInWords(HOURS, 'es')).toBe('En hora de El Paso, Texas (hora de la montaña).');
    expect(timeZoneInWords(HOURS, 'en')).toBe('El Paso, Texas time (Mountain Time).');
  });

  it.each([
    ['00:15', '12:15 a. m.'],
    ['11:59', '11:59 a. m.'],
    ['12:00', '12:00 p. m.'],
    ['12:30', '12:30 p. m.'],
    ['23:05', '11:05 p. m.'],
  ])('When the clock says %s, then it reads %s', (clock, words) => {
    expect(clockInWords(clock, 'es')).toBe(words);
  });

  it('When days are not in a row or only two, then they are listed, in week order', () => {
    expect(daysInWords(['sun', 'sat'], 'es')).toBe('Sábado y domingo');
    expect(daysInWords(['fri', 'mon', 'wed'], 'en')).toBe('Monday, Wednesday and Friday');
    expect(daysInWords(['wed', 'tue', 'thu'], 'es')).toBe('Martes a jueves');
  });
});
