import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { buildMime, mailboxAddress } from './mime';

/** One e-mail. `messageId` is deterministic per subject so a re-send is recognisable downstream. */
export type TMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers?: Record<string, string>;
};

/** What a send reports: the SMTP message id and, for the file outbox, the file written. */
export type TSendResult = { messageId: string; file?: string };

/** Sends e-mail over SMTP or into a folder of .eml files. */
export type TMailer = {
  send(mail: TMail): Promise<TSendResult>;
  /** Where mail goes, for the start banner ("smtp://host:port" or the folder). */
  readonly destination: string;
  close(): void;
};

/** Options of {@link createMailer}. */
export type TMailerOptions = { smtpUrl: string | undefined; mailDir: string; from: string };

/** SMTP when `smtpUrl` is set (pooled connections), otherwise `.eml` files in `mailDir`. */
export function createMailer(options: TMailerOptions): TMailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : fileMailer(options.mailDir, options.from);
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
      await transport.sendMail({
        envelope: { from: mailboxAddress(from), to: mail.to.map(mailboxAddress) },
        raw: buildMime({ from, ...mail }),
      });
      return { messageId: mail.messageId };
    },
    close: () => transport.close(),
  };
}

function fileMailer(mailDir: string, from: string): TMailer {
  let ready = false;
  return {
    destination: mailDir,
    send(mail) {
      if (!ready) {
        mkdirSync(mailDir, { recursive: true });
        ready = true;
      }
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${mail.messageId.replace(/[^\w.-]/g, '_')}.eml`;
      const file = path.join(mailDir, name);
      // Written under a temporary name first: a reader never sees half a message. Synchronous
      // calls: a few KB into the page cache cost less than four trips through the thread pool.
      const temporary = path.join(mailDir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
      writeFileSync(temporary, buildMime({ from, ...mail }));
      renameSync(temporary, file);
      return Promise.resolve({ messageId: mail.messageId, file });
    },
    close: () => undefined,
  };
}
