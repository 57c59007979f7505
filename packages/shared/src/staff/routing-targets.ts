/**
 * What a routing rule's targets may be (issue 25 §4): the check leads-api applies when an admin saves a
 * rule and the worker applies again to every stored rule before it writes an e-mail's `To:`.
 */
import { FIELD_MAX_LENGTH } from '../constants';
import { EMAIL_SHAPE } from '../forms/field-schemas';

// Control and format characters (C0, C1, DEL, bidi overrides, zero-width), and every separator
// (spaces, U+2028, U+2029): none belongs in an address, and some end a header line in one mail
// program or another, which is how a `bcc:` hides behind an address.
const INVISIBLE_OR_SEPARATOR = /[\p{C}\p{Z}]/u;

/**
 * Whether a target is one real e-mail address, and only that: the leads' strict address shape (one
 * `@`, a dot in the domain, none of `<>",;:?&%()[]\` and no space), at most 254 characters, no
 * control character and no line or paragraph separator.
 */
export function isRecipientAddress(value: string): boolean {
  return (
    value.length <= FIELD_MAX_LENGTH.email &&
    !INVISIBLE_OR_SEPARATOR.test(value) &&
    EMAIL_SHAPE.test(value)
  );
}

// Commas, semicolons and the ordinary whitespace of a textarea separate targets. U+2028 and U+2029 do
// not: a target that holds one is refused whole instead of being cut into two that look fine.
const TARGET_SEPARATORS = /(?:(?![\u2028\u2029])[\s,;])+/u;

/** The targets an admin typed (separated by commas, semicolons, spaces or lines), each once. */
export function splitTargets(text: string): string[] {
  return [...new Set(text.split(TARGET_SEPARATORS).filter(Boolean))];
}

/** A target as it may be shown in a message: invisible characters made visible, at most 200 characters. */
export function shownTarget(value: string): string {
  return value.replace(/[\p{C}\u2028\u2029]/gu, '\uFFFD').slice(0, 200);
}
