import { randomBytes } from 'node:crypto';
import type { TMail } from './mailer';

/** What {@link buildMime} needs: one e-mail (text and HTML), its sender and, optionally, its date. */
export type TMimeMessage = TMail & {
  /** `"Name" <address>`, `Name <address>` or `address`. */
  from: string;
  /** @defaultValue now */
  date?: Date;
};

const CRLF = '\r\n';
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const HEADER_NAME = /^[A-Za-z0-9-]+$/;
// 45 bytes of UTF-8 become 60 base64 characters: with "=?UTF-8?B?" and "?=" a word stays ≤ 75.
const WORD_BYTES = 45;

/**
 * A header value as RFC 2047 encoded words when it is not plain printable ASCII (accents,
 * line breaks: a visitor's name cannot inject a header), folded one word per line.
 */
export function encodeHeaderText(value: string): string {
  if (PRINTABLE_ASCII.test(value)) return value;
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const char of value.replace(/[\r\n]+/g, ' ')) {
    const size = Buffer.byteLength(char);
    if (bytes + size > WORD_BYTES) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += char;
    bytes += size;
  }
  if (chunk) words.push(chunk);
  return words
    .map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`)
    .join(`${CRLF} `);
}

/** A mailbox for a header: the display name quoted or encoded, the address as given. */
export function formatMailbox(mailbox: string): string {
  const match = /^\s*(?:"((?:[^"\\]|\\.)*)"|([^<]*?))\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailbox);
  if (!match) return mailbox.trim();
  const name = (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1').trim();
  const address = match[3] as string;
  if (!name) return address;
  const shown = PRINTABLE_ASCII.test(name)
    ? `"${name.replace(/["\\]/g, '\\$&')}"`
    : encodeHeaderText(name);
  return `${shown} <${address}>`;
}

/** The bare address of a mailbox (`x@y` of `"Name" <x@y>`). */
export function mailboxAddress(mailbox: string): string {
  return /<([^<>\s]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
}

function base64Body(content: string): string {
  const encoded = Buffer.from(content, 'utf8').toString('base64');
  const lines: string[] = [];
  for (let at = 0; at < encoded.length; at += 76) lines.push(encoded.slice(at, at + 76));
  return lines.join(CRLF);
}

/** RFC 5322 date in UTC: `Sun, 22 Nov 2026 01:45:07 +0000`. */
function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/**
 * The whole message (RFC 5322 / MIME, CRLF line ends): multipart/alternative with the text
 * and the HTML, both UTF-8 in base64. Built directly because the intake e-mail always has this
 * one shape: composing it with nodemailer's general MIME tree cost about a third of the
 * worker's CPU per lead. nodemailer still carries it over SMTP.
 */
export function buildMime(message: TMimeMessage): Buffer {
  const boundary = `----=_Part_${randomBytes(12).toString('hex')}`;
  const extra = Object.entries(message.headers ?? {})
    .filter(([name]) => HEADER_NAME.test(name))
    .map(([name, value]) => `${name}: ${encodeHeaderText(value)}`);
  const head = [
    `From: ${formatMailbox(message.from)}`,
    `To: ${message.to.map(formatMailbox).join(`,${CRLF} `)}`,
    `Subject: ${encodeHeaderText(message.subject)}`,
    `Date: ${mailDate(message.date ?? new Date())}`,
    `Message-ID: ${message.messageId}`,
    ...extra,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, content: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Body(content),
    ].join(CRLF);
  return Buffer.from(
    [
      head.join(CRLF),
      '',
      part('text/plain', message.text),
      part('text/html', message.html),
      `--${boundary}--`,
      '',
    ].join(CRLF),
    'utf8',
  );
}
