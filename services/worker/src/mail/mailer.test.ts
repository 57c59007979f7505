import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { createMailer, type TMail } from './mailer';

const mail: TMail = {
  to: ['intake@firm.test', 'Equipo Español <equipo@firm.test>'],
  subject: 'Nuevo prospecto: José Núñez — Contacto',
  text: 'José Núñez\nLlamar: (915) 555-0101\n',
  html: '<p>José Núñez</p>',
  messageId: '<lead-7.intake@firm.test>',
  headers: { 'X-Lead-Id': '7' },
};

describe('createMailer without SMTP (the .eml outbox)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mailer-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function sendAndRead(message: TMail) {
    const mailer = createMailer({
      smtpUrl: undefined,
      mailDir: dir,
      from: 'Herrera Immigration Law <no-reply@firm.test>',
    });
    const sent = await mailer.send(message);
    mailer.close();
    const raw = readFileSync(sent.file ?? '');
    return { sent, raw: raw.toString('utf8'), parsed: await simpleParser(raw) };
  }

  it('When an e-mail is written, then it is one .eml file named by its Message-ID, in CRLF lines, with no temporary file left', async () => {
    const { sent, raw } = await sendAndRead(mail);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(sent.messageId).toBe('<lead-7.intake@firm.test>');
    expect(readdirSync(dir)).toEqual([path.basename(sent.file ?? '')]);
    expect(sent.file).toMatch(/-_lead-7\.intake_firm\.test_\.eml$/);
  });

  it('When an e-mail is written, then mailparser reads its sender, recipients, subject, date and both parts', async () => {
    const { parsed } = await sendAndRead(mail);
    expect(parsed.from?.value).toEqual([
      { address: 'no-reply@firm.test', name: 'Herrera Immigration Law' },
    ]);
    expect((parsed.to as AddressObject).value).toEqual([
      { address: 'intake@firm.test', name: '' },
      { address: 'equipo@firm.test', name: 'Equipo Español' },
    ]);
    expect(parsed.subject).toBe(mail.subject);
    expect(Math.abs((parsed.date?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(parsed.text).toBe(mail.text);
    expect(parsed.html).toBe(mail.html);
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
  });

  it('When an e-mail is written, then its Message-ID and X-Lead-Id header lines are exactly as the delivery claims and the fault suite read them', async () => {
    const { parsed } = await sendAndRead(mail);
    const lines = parsed.headerLines.map((header) => header.line);
    expect(lines).toContain('Message-ID: <lead-7.intake@firm.test>');
    expect(lines).toContain('X-Lead-Id: 7');
    expect(parsed.headerLines.some((header) => header.key === 'x-mailer')).toBe(false);
  });

  it('When the subject holds a line break or U+2028 with a header after it, then no header is added and the subject reads as one line', async () => {
    const { parsed } = await sendAndRead({
      ...mail,
      subject: 'Nuevo prospecto: Ana\r\nBcc: victim@example.com\u2028Cc: other@example.com',
    });
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.headers.has('cc')).toBe(false);
    expect(parsed.subject).toBe(
      'Nuevo prospecto: Ana Bcc: victim@example.com\u2028Cc: other@example.com',
    );
  });
});
