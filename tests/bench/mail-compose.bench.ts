/**
 * The worker's CPU per intake e-mail, composed as it sends it: the view, HTML and text
 * (`composeIntakeEmail`), then nodemailer's MIME in base64 parts (what the mailer uses) and, for
 * comparison, in quoted-printable and in the encoding nodemailer picks by scanning each part. Run:
 * `node --import tsx tests/bench/mail-compose.bench.ts` (no services needed).
 */
import nodemailer from 'nodemailer';
import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import { composeIntakeEmail } from '@firm/worker/notify/intake-email';
import { seedLeadRecord } from '../support/seed-lead';

const ROUNDS = 3000;
const WARM_UP = 300;

// a contact lead as leads-api stores it, with a situation and a long browser string
const lead: TLeadWithReferrer = {
  ...seedLeadRecord(),
  situation: 'abuse-victim',
  user_agent: 'Mozilla/5.0 (Linux; Android 14; SM-A546U) AppleWebKit/537.36 Chrome/131.0 Mobile',
  id: 31,
  received_at: new Date(),
  status: 'New Lead',
  first_contacted_at: null,
  owner_id: null,
  referrer_name: null,
  referrer_phone: null,
  do_not_contact_at: null,
  do_not_contact_reason: null,
};

async function perEmail(label: string, work: () => unknown): Promise<void> {
  for (let i = 0; i < WARM_UP; i++) await work();
  const before = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) await work();
  const wall = (performance.now() - started) / ROUNDS;
  const used = process.cpuUsage(before);
  const cpu = (used.user + used.system) / 1000 / ROUNDS;
  process.stdout.write(`${label.padEnd(44)} ${cpu.toFixed(3)} ms CPU ${wall.toFixed(3)} ms wall\n`);
}

async function main(): Promise<void> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const email = composeIntakeEmail(lead, 'https://staff.firm.test');
  const message = (textEncoding?: 'base64' | 'quoted-printable') => ({
    from: 'Herrera Immigration Law <no-reply@firm.test>',
    to: ['intake@firm.test'],
    ...email,
    messageId: '<lead-31.intake@firm.test>',
    headers: { 'X-Lead-Id': '31' },
    textEncoding,
  });
  const { message: raw } = await composer.sendMail(message('base64'));
  process.stdout.write(`intake e-mail: ${(raw as Buffer).length} bytes, ${ROUNDS} rounds\n`);
  await perEmail('view, HTML and text', () => composeIntakeEmail(lead, 'https://staff.firm.test'));
  await perEmail('nodemailer MIME, base64 parts (the mailer)', () =>
    composer.sendMail(message('base64')),
  );
  await perEmail('nodemailer MIME, quoted-printable parts', () =>
    composer.sendMail(message('quoted-printable')),
  );
  await perEmail('nodemailer MIME, encoding of its choice', () => composer.sendMail(message()));
}

void main();
