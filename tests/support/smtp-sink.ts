import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail the sink accepted, as mailparser reads it. */
export type TReceivedMail = {
  /** The message exactly as it came over SMTP. */
  raw: string;
  /** The envelope's recipients. */
  to: string[];
  leadId: number | null;
  messageId: string | null;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part ('' when there is none). */
  html: string;
  /** Everything mailparser read: headers (and `headerLines`, their raw spelling), parts, addresses. */
  parsed: ParsedMail;
};

/** A real SMTP server in the test process that records what it accepts and can be told to fail. */
export type TSmtpSink = {
  url: string;
  received: TReceivedMail[];
  /** The next `count` messages are refused with a temporary error (451). */
  failNext: (count: number) => void;
  /** The next message is answered (and recorded) only `ms` after its data ended: a slow server. */
  delayNext: (ms: number) => void;
  /** How many deliveries were refused so far. */
  refused: () => number;
  close: () => Promise<void>;
};

const parsedByRaw = new Map<string, ParsedMail>();

/**
 * The decoded text of a message this sink received: its `text/plain` or `text/html` part ('' when
 * there is none). The same as the message's `text` and `html`.
 */
export function mimePart(raw: string, contentType: 'text/plain' | 'text/html'): string {
  const parsed = parsedByRaw.get(raw);
  if (!parsed) throw new Error('mimePart reads only messages this SMTP sink received');
  return (contentType === 'text/html' ? parsed.html : parsed.text) || '';
}

async function read(raw: string, to: string[]): Promise<TReceivedMail> {
  const parsed = await simpleParser(raw);
  parsedByRaw.set(raw, parsed);
  const leadId = parsed.headers.get('x-lead-id');
  return {
    raw,
    to,
    leadId: typeof leadId === 'string' ? Number(leadId) : null,
    messageId: parsed.messageId ?? null,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    parsed,
  };
}

/** Starts the sink on a free loopback port (no TLS, no auth). */
export async function startSmtpSink(): Promise<TSmtpSink> {
  const received: TReceivedMail[] = [];
  let failures = 0;
  let refused = 0;
  let delayMs = 0;
  const delayed = new Set<NodeJS.Timeout>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // a sender left inside a delayed transaction is cut off 1 s after close (default 30 s)
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => answer());
      const answer = (): void => {
        if (delayMs > 0) {
          const timer = setTimeout(() => {
            delayed.delete(timer);
            answer();
          }, delayMs);
          delayMs = 0;
          delayed.add(timer);
          return;
        }
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
        const to = session.envelope.rcptTo.map((r) => r.address);
        read(raw, to).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      };
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
    delayNext: (ms) => {
      delayMs = ms;
    },
    refused: () => refused,
    close: () => {
      for (const timer of delayed) clearTimeout(timer);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
