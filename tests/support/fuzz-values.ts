import fc from 'fast-check';
import { MESSAGES } from '@firm/shared/i18n/messages';
import type { TLocale } from '@firm/shared/i18n/locale';

/** Values an attacker or a broken client sends: markup, SQL, control characters, odd Unicode, huge text. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE leads; --",
  'lead@x.yz?cc=spy@evil.example&subject=hi',
  '../../etc/passwd',
  '\u0000\u0001\u001f\u007f',
  '\u202e\u200b\ufeff',
  '%00%0d%0aSet-Cookie: a=b',
  '{"$ne":null}',
  '9'.repeat(40),
  'José Ñúñez Ü',
  '',
  ' ',
];

/** One field's value: random text, a hostile constant, plausible input, or a long run. */
export const fieldValue = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 2, arbitrary: fc.stringMatching(/^\+?[0-9 ()-]{7,16}$/) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 40_000 }).map((n) => 'a'.repeat(n)) },
  );

/** Whether `message` is one of the visitor messages of `locale` (placeholders filled). */
export function isMessageOf(locale: TLocale, message: unknown): boolean {
  if (typeof message !== 'string') return false;
  return Object.values(MESSAGES[locale]).some((template) => {
    const pattern = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+');
    return new RegExp(`^${pattern}$`).test(message);
  });
}

/** fetch that fails the property instead of hanging: 10 s per request at most. */
export const NO_HANG_MS = 10_000;
