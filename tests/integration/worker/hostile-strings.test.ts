import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import {
  HOSTILE_MESSAGE,
  HOSTILE_NAME,
  STORED_HOSTILE_MESSAGE as STORED_MESSAGE,
  STORED_HOSTILE_NAME as STORED_NAME,
} from '../../support/hostile-strings';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { Visitor } from '../../support/visitor';
import { waitFor } from '../../support/wait-for';
import { mimePart, startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { startLeadPipeline, type TLeadPipeline } from './support/lead-pipeline';

jest.setTimeout(60_000);

/** The text of an HTML fragment: tags dropped, the entities an escaper writes decoded. */
function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(x?)([0-9a-f]+);/gi, (_m, hex: string, code: string) =>
      String.fromCodePoint(parseInt(code, hex ? 16 : 10)),
    )
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The header block of a raw message, folded lines unfolded. */
function headerLines(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}

describe('a lead with hostile strings, as the intake e-mail and the webhook carry it (issue 25 §1)', () => {
  let db: TIsolatedDatabase;
  let smtp: TSmtpSink;
  let pipeline: TLeadPipeline;
  let receiver: Server;
  const webhooks: string[] = [];
  let leadId = 0;

  beforeAll(async () => {
    db = await createIsolatedDatabase('hostile-mail');
    smtp = await startSmtpSink();
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        webhooks.push(Buffer.concat(chunks).toString('utf8'));
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
    pipeline = await startLeadPipeline({
      pool: db.pool,
      label: 'hostile-mail',
      smtpUrl: smtp.url,
      settings: {
        webhookUrls: [hook],
        webhookSecret: 'webhook-secret-for-tests',
        // the test's receiver is local: an explicit setting, off by default
        webhookTargets: { allowPrivate: true },
      },
    });
    const answer = await new Visitor(pipeline.api.url).postForm(
      API_PATHS.leadSubmit,
      leadFields('contact-es', {
        nombre: HOSTILE_NAME,
        mensaje: HOSTILE_MESSAGE,
        phone: uniquePhone(),
      }),
    );
    expect(answer.status).toBe(200);
    const { rows } = await db.pool.query<{ id: string }>('SELECT id FROM leads');
    leadId = Number(rows[0]!.id);
  });
  afterAll(async () => {
    await pipeline.close();
    await smtp.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await db.drop();
  });

  it('When the lead is stored, then its name keeps the apostrophe and hyphens and its message the punctuation and line breaks', async () => {
    const { rows } = await db.pool.query<{ name: string; message: string }>(
      'SELECT name, message FROM leads WHERE id = $1',
      [leadId],
    );
    expect(rows[0]).toEqual({ name: STORED_NAME, message: STORED_MESSAGE });
  });

  it('When the intake e-mail is sent, then no header was injected, its HTML runs nothing and both parts read as the visitor wrote', async () => {
    const mail = await waitFor('the intake e-mail', () =>
      smtp.received.find((received) => received.leadId === leadId),
    );
    expect(mail.to).toEqual(['intake@firm.test']);
    const headers = headerLines(mail.raw);
    expect(headers.filter((line) => /^(bcc|cc|x-evil):/i.test(line))).toEqual([]);
    expect(headers.filter((line) => /^to:/i.test(line))).toEqual(['To: intake@firm.test']);
    expect(mail.subject).toContain("O'Neil-Smith");
    expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029]/);

    const html = mimePart(mail.raw, 'text/html');
    expect(html).not.toMatch(/<\s*(script|img|svg|iframe|object|embed)\b/i);
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/[\u2028\u2029]/);
    const shown = textOf(html);
    for (const line of STORED_MESSAGE.split('\n')) expect(shown).toContain(line);
    expect(shown).toContain(STORED_NAME);

    const text = mimePart(mail.raw, 'text/plain');
    expect(text).toContain(STORED_NAME);
    for (const line of STORED_MESSAGE.split('\n')) expect(text).toContain(line);
    expect(text).not.toMatch(/[\u2028\u2029]/);
  });

  it('When the webhook is sent, then its body is JSON whose name and message are the stored ones, with no raw line separator', async () => {
    const body = await waitFor('the webhook', () => webhooks[0]);
    expect(body).not.toMatch(/[\u2028\u2029\r]/);
    const payload = JSON.parse(body) as { lead: { nombre: string; mensaje: string } };
    expect(payload.lead.nombre).toBe(STORED_NAME);
    expect(payload.lead.mensaje).toBe(STORED_MESSAGE);
  });
});
