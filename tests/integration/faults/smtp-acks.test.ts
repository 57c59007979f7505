import { spawn, type ChildProcess } from 'node:child_process';
import nodemailer from 'nodemailer';
import { startFaultSmtp, type TFaultSmtp } from '../../faults/fault-smtp';
import { KILLED_INSIDE_TRANSACTION_MS } from '../../support/smtp-acks';

/**
 * The fault suite's SMTP server excuses a second copy only when its sender died inside the SMTP
 * transaction (tests/support/smtp-acks.ts). These tests hold the detector to that: a sender that
 * read the 250 and lived on is never excused, however it closes.
 */

/**
 * A sender in its own process that speaks SMTP by hand and, after the message's final dot, either
 * never reads again (busy: the 250 stays unread in its socket) or reads the 250 and says so on
 * stdout; it then waits to be killed.
 */
const senders = new Set<ChildProcess>();

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
  const sender = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  senders.add(sender);
  return sender;
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
  let server: TFaultSmtp;
  // the ids accepted, in order, however many copies
  const accepted = () => [...server.accepted.keys()];
  beforeEach(async () => {
    server = await startFaultSmtp(0);
  });
  afterEach(async () => {
    // a sender left by a failed test would spin (the busy one) or wait for ever
    for (const sender of senders) if (sender.exitCode === null) sender.kill('SIGKILL');
    senders.clear();
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
    expect(accepted()).toHaveLength(5);
    expect([...server.unconfirmed]).toEqual([]);
  });

  it('When a sender is killed with the 250 unread in its socket, then its message is unconfirmed (however long it sat there)', async () => {
    const sender = startSender(server.port, '<unread@firm.test>', false);
    await until(() => accepted().includes('<unread@firm.test>'), 'the message');
    await sleep(200); // the 250 reaches the sender's socket, where nobody reads it
    await killed(sender);
    await until(() => server.unconfirmed.size > 0, 'the reset');
    expect([...server.unconfirmed]).toEqual(['<unread@firm.test>']);
  });

  it('When a sender read the 250 and is killed more than 50 ms later, then its message is not unconfirmed', async () => {
    const sender = startSender(server.port, '<read@firm.test>', true);
    let output = '';
    sender.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => output.includes('read:250'), 'the sender to read the 250');
    await sleep(KILLED_INSIDE_TRANSACTION_MS + 50);
    server.senderKilled();
    await killed(sender);
    await sleep(300); // the connection's end reaches the server
    expect(accepted()).toEqual(['<read@firm.test>']);
    expect([...server.unconfirmed]).toEqual([]);
  });

  it('When a sender is killed just after its message was accepted, then its message is unconfirmed', async () => {
    const sender = startSender(server.port, '<in-flight@firm.test>', true);
    await until(() => accepted().includes('<in-flight@firm.test>'), 'the message');
    server.senderKilled();
    await killed(sender);
    await until(() => server.unconfirmed.size > 0, 'the close');
    expect([...server.unconfirmed]).toEqual(['<in-flight@firm.test>']);
  });

  it('When the server drops its connections (going down), then no message is unconfirmed', async () => {
    const sender = startSender(server.port, '<dropped@firm.test>', true);
    let output = '';
    sender.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => output.includes('read:250'), 'the sender to read the 250');
    await server.setMode('down');
    await killed(sender);
    await sleep(300);
    expect(accepted()).toEqual(['<dropped@firm.test>']);
    expect([...server.unconfirmed]).toEqual([]);
  });
});
