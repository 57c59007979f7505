import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { smtpFailureReason } from '../metrics/failure-reason';
import { emailsFailed, emailsSent } from '../metrics/worker-metrics';
import { traced } from './traced-mailer';

/** One e-mail. `messageId` is deterministic per subject so a re-send is recognisable downstream. */
export type TMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers?: Record<string, string>;
};

/**
 * What a send reports: the SMTP message id, the SMTP server's answer code (250) and, for the file
 * outbox, the file written.
 */
export type TSendResult = { messageId: string; file?: string; responseCode?: number };

/** Sends e-mail over SMTP or into a folder of .eml files. */
export type TMailer = {
  send(mail: TMail): Promise<TSendResult>;
  /** Where mail goes, for the start banner ("smtp://host:port" or the folder). */
  readonly destination: string;
  close(): void;
};

/** Options of {@link createMailer}. */
export type TMailerOptions = { smtpUrl: string | undefined; mailDir: string; from: string };

/**
 * SMTP when `smtpUrl` is set (pooled connections), otherwise `.eml` files in `mailDir`; each send
 * counted and traced.
 */
export function createMailer(options: TMailerOptions): TMailer {
  return options.smtpUrl
    ? traced(counted(smtpMailer(options.smtpUrl, options.from), 'smtp'), 'smtp')
    : traced(counted(fileMailer(options.mailDir, options.from), 'file'), 'file');
}

/** Counts every send: accepted, or failed with its reason (bounded labels, never an address). */
function counted(mailer: TMailer, transport: 'smtp' | 'file'): TMailer {
  return {
    destination: mailer.destination,
    close: () => mailer.close(),
    async send(mail) {
      try {
        const result = await mailer.send(mail);
        emailsSent.inc({ transport });
        return result;
      } catch (error) {
        const reason = transport === 'smtp' ? smtpFailureReason(error) : 'file';
        emailsFailed.inc({ transport, reason });
        throw error;
      }
    },
  };
}

/**
 * The message nodemailer composes, the same for SMTP and the file outbox. Our own headers keep the
 * spelling we give them (`X-Lead-Id`, which nodemailer would write `X-Lead-ID`): the inbox filters
 * and the fault suite read them as they always were. Contents are strings only, never a path or
 * URL for nodemailer to fetch. Lines end in CRLF in the file outbox too (`newline`, a message option
 * @types/nodemailer leaves out; over SMTP the transport ends them so anyway).
 */
function composed(from: string, mail: TMail): Mail.Options & { newline: 'windows' } {
  const spelling = new Map(
    Object.keys(mail.headers ?? {}).map((name) => [name.toLowerCase(), name]),
  );
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? {},
    messageId: mail.messageId,
    // base64 parts, as before: left to choose, nodemailer scans each part and took 0.71-0.75 ms
    // of CPU per intake e-mail, base64 0.36 ms (tests/bench/mail-compose.bench.ts)
    textEncoding: 'base64',
    normalizeHeaderKey: (key) => spelling.get(key.toLowerCase()) ?? key,
    disableFileAccess: true,
    disableUrlAccess: true,
    xMailer: false,
    newline: 'windows',
  };
}

function smtpMailer(smtpUrl: string, from: string): TMailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const url = new URL(smtpUrl);
  return {
    destination: `${url.protocol}//${url.host}`,
    async send(mail) {
      const info = await transport.sendMail(composed(from, mail));
      const code = Number(/^\d{3}/.exec(String(info.response ?? ''))?.[0]);
      return { messageId: mail.messageId, ...(code ? { responseCode: code } : {}) };
    },
    close: () => transport.close(),
  };
}

function fileMailer(mailDir: string, from: string): TMailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let ready = false;
  return {
    destination: mailDir,
    async send(mail) {
      const { message } = await composer.sendMail(composed(from, mail));
      if (!ready) {
        mkdirSync(mailDir, { recursive: true });
        ready = true;
      }
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${mail.messageId.replace(/[^\w.-]/g, '_')}.eml`;
      const file = path.join(mailDir, name);
      // Written under a temporary name first: a reader never sees half a message.
      const temporary = path.join(mailDir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
      writeFileSync(temporary, message as Buffer);
      renameSync(temporary, file);
      return { messageId: mail.messageId, file };
    },
    close: () => composer.close(),
  };
}
