import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One e-mail the sink accepted. */
export type TReceivedMail = {
  raw: string;
  to: string[];
  leadId: number | null;
  messageId: string | null;
  subject: string;
};

/** A real SMTP server in the test process that records what it accepts and can be told to fail. */
export type TSmtpSink = {
  url: string;
  received: TReceivedMail[];
  /** The next `count` messages are refused with a temporary error (451). */
  failNext: (count: number) => void;
  /** How many deliveries were refused so far. */
  refused: () => number;
  close: () => Promise<void>;
};

const header = (raw: string, name: string): string | null => {
  const match = new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? null;
};

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) of a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

/**
 * The decoded body of the message's part of `contentType` (e.g. 'text/plain'), base64 or
 * quoted-printable; '' when there is none.
 */
export function mimePart(raw: string, contentType: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => new RegExp(`^Content-Type: ${contentType}`, 'im').test(p));
  if (!part) return '';
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Starts the sink on a free loopback port (no TLS, no auth). */
export async function startSmtpSink(): Promise<TSmtpSink> {
  const received: TReceivedMail[] = [];
  let failures = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          refused += 1;
          const error = Object.assign(new Error('Temporary local problem, try again'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const leadId = header(raw, 'X-Lead-ID');
        const messageId = header(raw, 'Message-ID');
        received.push({
          raw,
          to: session.envelope.rcptTo.map((r) => r.address),
          leadId: leadId ? Number(leadId) : null,
          messageId,
          subject: decodeHeader(header(raw, 'Subject') ?? ''),
        });
        callback();
      });
    },
  });
  // a sender stopped mid-session resets its connection: smtp-server re-emits that on the server,
  // and an 'error' nobody listens to would end the test process
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (count) => {
      failures = count;
    },
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
