import { relativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('relativeTime', () => {
  it.each([
    [0, 'today', 'hoy'],
    [1, 'a day ago', 'hace un día'],
    [3, '3 days ago', 'hace 3 días'],
    [7, 'a week ago', 'hace una semana'],
    [20, '2 weeks ago', 'hace 2 semanas'],
    [30, 'a month ago', 'hace un mes'],
    [75, '2 months ago', 'hace 2 meses'],
    [365, 'a year ago', 'hace un año'],
    [800, '2 years ago', 'hace 2 años'],
    [-3, 'today', 'hoy'],
  ])('When the review is %p days old, then it reads %p / %p', (days, en, es) => {
    expect(relativeTime(daysAgo(days), now, 'en')).toBe(en);
    expect(relativeTime(daysAgo(days), now, 'es')).toBe(es);
  });
});
