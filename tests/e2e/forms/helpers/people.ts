import { randomInt } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A name no other test uses (letters only, so sanitizing keeps it as typed): 'Ana Qxwbe'.
 * @param first - the first name
 */
export function uniqueName(first = 'Ana'): string {
  const word = Array.from({ length: 7 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  return `${first} ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/**
 * A phone number no other test uses (10 digits, area code 915), so per-phone limits never meet.
 */
export function uniquePhone(): string {
  return `915${String(randomInt(10_000_000)).padStart(7, '0')}`;
}
