import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import {
  KILLED_INSIDE_TRANSACTION_MS,
  watchAcknowledgements,
  type TAcknowledgements,
} from '../../support/smtp-acks';

/**
 * The fault suite excuses a second copy only when its sender died inside the SMTP transaction
 * (tests/support/smtp-acks.ts). These tests hold the detector to that: a sender that read the 250
 * and lived on is never excused, however it closes.
 */

type TServer = {
  port: number;
  accepted: string[];
  acks: TAcknowledgements;
  close: () => Promise<void>;
};

async function startServer(): Promise<TServer> {
  const accepted: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        accepted.push(id);
        acks.accepted(session.remotePort, id);
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  const acks = watchAcknowledgements(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    accepted,
    acks,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A sender in its own process that speaks SMTP by hand and, after the message's final dot, either
 * never reads again (busy: the 250 stays unread in its socket) or reads the 250 and says so on
 * stdout; it then waits to be killed.
 */
function startSender(port: number, messageId: string, readTheAnswer: boolean): ChildProcess {
  const script = `
    const socket = require('node:net').connect(${port}, '127.0.0.1');
    const steps = ['EHLO sender.test', 'MAIL FROM:<a@sender.test>', 'RCPT TO:<intake@firm.test>', 'DATA'];
    let buffer = '';
    let sent = false;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      const lines = buffer.split('\\r\\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (/^\\d{3}-/.test(line)) continue;
        if (sent) { process.stdout.write('read:' + line + '\\n'); continue; }
        const step = steps.shift();
        if (step) { socket.write(step + '\\r\\n'); continue; }
        // not reading: the process stays busy once the message is out, as a worker busy with its backlog
        socket.write('Message-ID: ${messageId}\\r\\nSubject: t\\r\\n\\r\\nhello\\r\\n.\\r\\n', () => {
          ${readTheAnswer ? '' : 'for (;;);'}
        });
        sent = true;
      }
    });
    setInterval(() => undefined, 1000);
  `;
  return spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

jest.setTimeout(20_000);

describe('SMTP acknowledgement detector of the fault suite', () => {
  let server: TServer;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it("When a pooled sender (as the worker's nodemailer pool does) sends and then closes without QUIT, then no message is unconfirmed", async () => {
    const transport = nodemailer.createTransport({
      url: `smtp://127.0.0.1:${server.port}`,
      pool: true,
      maxConnections: 2,
    });
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        transport.sendMail({
          envelope: { from: 'a@sender.test', to: ['intake@firm.test'] },
          raw: `Message-ID: <pooled-${n}@firm.test>\r\nSubject: t\r\n\r\nhello\r\n`,
        }),
      ),
    );
    transport.close();
    await sleep(300);
    expect(server.accepted).toHaveLength(5);
    expect([...server.acks.unconfirmed]).toEqual([]);
  });

  it('When a sender is killed with the 250 unread in its socket, then its message is unconfirmed (however long it sat there)', async () => {
    const sender = startSender(server.port, '<unread@firm.test>', false);
    await until(() => server.accepted.includes('<unread@firm.test>'), 'the message');
    await sleep(200); // the 250 reaches the sender's socket, where nobody reads it
    await killed(sender);
    await until(() => server.acks.unconfirmed.size > 0, 'the reset');
    expect([...server.acks.unconfirmed]).toEqual(['<unread@firm.test>']);
  });

  it('When a sender read the 250 and is killed more than 50 ms later, then its message is not unconfirmed', async () => {
    const sender = startSender(server.port, '<read@firm.test>', true);
    let output = '';
    sender.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => output.includes('read:250'), 'the sender to read the 250');
    await sleep(KILLED_INSIDE_TRANSACTION_MS + 50);
    server.acks.senderKilled();
    await killed(sender);
    await sleep(300); // the connection's end reaches the server
    expect(server.accepted).toEqual(['<read@firm.test>']);
    expect([...server.acks.unconfirmed]).toEqual([]);
  });

  it('When a sender is killed just after its message was accepted, then its message is unconfirmed', async () => {
    const sender = startSender(server.port, '<in-flight@firm.test>', true);
    await until(() => server.accepted.includes('<in-flight@firm.test>'), 'the message');
    server.acks.senderKilled();
    await killed(sender);
    await until(() => server.acks.unconfirmed.size > 0, 'the close');
    expect([...server.acks.unconfirmed]).toEqual(['<in-flight@firm.test>']);
  });

  it('When the server drops its connections (going down), then no message is unconfirmed', async () => {
    const sender = startSender(server.port, '<dropped@firm.test>', true);
    let output = '';
    sender.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => output.includes('read:250'), 'the sender to read the 250');
    server.acks.dropAll();
    await killed(sender);
    await sleep(300);
    expect(server.accepted).toEqual(['<dropped@firm.test>']);
    expect([...server.acks.unconfirmed]).toEqual([]);
  });
});
