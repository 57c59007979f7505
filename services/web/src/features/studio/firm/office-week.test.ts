import { periodsOf, weekOf } from './office-week';

describe('office hours per weekday', () => {
  it('When the periods are shown per weekday and read back, then they are the same periods', () => {
    const periods = [
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'] as const, opens: '09:00', closes: '18:00' },
      { days: ['sat'] as const, opens: '09:00', closes: '13:00' },
    ].map((p) => ({ ...p, days: [...p.days] }));
    const week = weekOf(periods);
    expect(week.sun.open).toBe(false);
    expect(week.sat).toEqual({ open: true, opens: '09:00', closes: '13:00' });
    expect(periodsOf(week)).toEqual(periods);
  });

  it('When Wednesday closes early, then it becomes a period of its own', () => {
    const week = weekOf([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' },
    ]);
    expect(periodsOf({ ...week, wed: { open: true, opens: '09:00', closes: '12:00' } })).toEqual([
      { days: ['mon', 'tue', 'thu', 'fri'], opens: '09:00', closes: '18:00' },
      { days: ['wed'], opens: '09:00', closes: '12:00' },
    ]);
  });
});
