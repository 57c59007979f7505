import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { watchAcknowledgements } from '../support/smtp-acks';

/** What the fault SMTP server does with the next transaction. */
export type TSmtpMode = 'accept' | 'refuse' | 'down';

/** A real SMTP server that counts what it accepted per Message-ID and fails on command. */
export type TFaultSmtp = {
  url: string;
  port: number;
  /** Accepted messages per Message-ID. */
  accepted: Map<string, number>;
  /** When (Date.now()) the first copy of each Message-ID was accepted. */
  firstAcceptedAt: Map<string, number>;
  /**
   * Message-IDs of copies whose 250 their sender cannot have read: it died inside the SMTP
   * transaction, or the server dropped the connection (tests/support/smtp-acks.ts).
   */
  unconfirmed: Set<string>;
  /** Call just before the worker is SIGKILLed (see tests/support/smtp-acks.ts). */
  senderKilled: () => void;
  refused: () => number;
  setMode: (mode: TSmtpMode) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Starts the server on `port`. `refuse` answers 451 to every MAIL FROM; `down` closes the
 * listener and drops every open connection (the port refuses connections) until another mode.
 */
export async function startFaultSmtp(port: number): Promise<TFaultSmtp> {
  const accepted = new Map<string, number>();
  const firstAcceptedAt = new Map<string, number>();
  let mode: TSmtpMode = 'accept';
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1_000_000,
    onMailFrom(_address, _session, callback) {
      if (mode !== 'accept') {
        refused += 1;
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '(none)';
        accepted.set(id, (accepted.get(id) ?? 0) + 1);
        if (!firstAcceptedAt.has(id)) firstAcceptedAt.set(id, Date.now());
        acks.accepted(session.remotePort, id);
        callback();
      });
    },
  });
  server.on('error', () => undefined); // a client killed mid-session resets its connection
  const acks = watchAcknowledgements(server);
  const { unconfirmed } = acks;
  // port 0 (a test of the server itself): a free port, kept when the server comes back up
  let boundPort = port;
  const listen = () =>
    new Promise<void>((resolve) =>
      server.server.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server.server.address() as AddressInfo).port;
        resolve();
      }),
    );
  const unlisten = () =>
    new Promise<void>((resolve) => {
      server.server.close(() => resolve());
      acks.dropAll();
    });
  await listen();
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    accepted,
    firstAcceptedAt,
    unconfirmed,
    senderKilled: acks.senderKilled,
    refused: () => refused,
    async setMode(next) {
      if (next === 'down' && mode !== 'down') await unlisten();
      if (next !== 'down' && mode === 'down') await listen();
      mode = next;
    },
    close: () => (mode === 'down' ? Promise.resolve() : unlisten()),
  };
}
