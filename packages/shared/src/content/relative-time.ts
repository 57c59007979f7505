/** How long ago a review was written, as the reviews pages and the studio show it (issue 30). */
const DAY_MS = 86_400_000;

type TUnit = 'day' | 'week' | 'month' | 'year';

const WORDS: Record<'en' | 'es', Record<TUnit, [one: string, many: string]>> = {
  en: {
    day: ['a day ago', '{n} days ago'],
    week: ['a week ago', '{n} weeks ago'],
    month: ['a month ago', '{n} months ago'],
    year: ['a year ago', '{n} years ago'],
  },
  es: {
    day: ['hace un día', 'hace {n} días'],
    week: ['hace una semana', 'hace {n} semanas'],
    month: ['hace un mes', 'hace {n} meses'],
    year: ['hace un año', 'hace {n} años'],
  },
};

/**
 * How long ago `date` was, the way Google words review dates ("2 months ago" / "hace 2 meses").
 * Dates today or in the future read "today" / "hoy".
 */
export function relativeTime(date: Date, now: Date, lang: 'en' | 'es'): string {
  const days = Math.floor((now.getTime() - date.getTime()) / DAY_MS);
  if (days < 1) return lang === 'en' ? 'today' : 'hoy';
  const [unit, n]: [TUnit, number] =
    days < 7
      ? ['day', days]
      : days < 30
        ? ['week', Math.floor(days / 7)]
        : days < 365
          ? ['month', Math.max(1, Math.floor(days / 30))]
          : ['year', Math.floor(days / 365)];
  const [one, many] = WORDS[lang][unit];
  return n === 1 ? one : many.replace('{n}', String(n));
}
