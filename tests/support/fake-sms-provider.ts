/**
 * A local stand-in for Twilio's Messages API (issue 29 §2: texts are tested against a local fake provider
 * that checks the requests). It accepts `POST /2010-04-01/Accounts/{sid}/Messages.json` only with the
 * account's Basic credentials, a form body with `To`, `Body` and `From` or `MessagingServiceSid`, records
 * each accepted text and answers as Twilio does (201 and the message resource); it can be told to refuse.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One text the fake accepted. */
export type TFakeText = { to: string; from: string; body: string; sid: string; at: Date };

/** A refusal as Twilio words it: an HTTP status and Twilio's error code. */
export type TFakeRefusal = { status: number; code: number; message: string };

export type TFakeSmsProvider = {
  /** The base URL to give the client (`SMS_API_BASE_URL`). */
  url: string;
  accountSid: string;
  authToken: string;
  texts: TFakeText[];
  /** Requests refused because they were not what Twilio accepts (wrong auth, path or body), with why. */
  rejected: string[];
  /** The next `count` texts are refused with this answer. */
  refuseNext: (refusal: TFakeRefusal, count?: number) => void;
  close: () => Promise<void>;
};

const ACCOUNT_SID = `AC${'5e'.repeat(16)}`;
const AUTH_TOKEN = 'fake-provider-auth-token';

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** What is wrong with a request, by Twilio's rules, or undefined when it is a valid send. */
function problemOf(req: IncomingMessage, form: URLSearchParams): string | undefined {
  const expectedAuth = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
  if (req.headers.authorization !== expectedAuth) return 'bad credentials';
  if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`) {
    return `unexpected ${req.method} ${req.url}`;
  }
  if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    return `unexpected content type ${req.headers['content-type']}`;
  }
  if (!/^\+[1-9]\d{7,14}$/.test(form.get('To') ?? '')) return `bad To ${form.get('To')}`;
  if (!form.get('From') && !form.get('MessagingServiceSid')) return 'no sender';
  if (!form.get('Body')) return 'no Body';
  return undefined;
}

/** Starts the fake provider on a free port of 127.0.0.1. */
export async function startFakeSmsProvider(): Promise<TFakeSmsProvider> {
  const texts: TFakeText[] = [];
  const rejected: string[] = [];
  const refusals: TFakeRefusal[] = [];
  const server = createServer((req, res) => {
    void readForm(req).then((form) => {
      const problem = problemOf(req, form);
      if (problem) {
        rejected.push(problem);
        answer(res, problem === 'bad credentials' ? 401 : 400, { code: 20001, message: problem });
        return;
      }
      const refusal = refusals.shift();
      if (refusal) {
        answer(res, refusal.status, { ...refusal, status: refusal.status, more_info: '' });
        return;
      }
      const sid = `SM${(texts.length + 1).toString(16).padStart(32, '0')}`;
      const text = {
        to: form.get('To')!,
        from: form.get('From') ?? form.get('MessagingServiceSid')!,
        body: form.get('Body')!,
        sid,
        at: new Date(),
      };
      texts.push(text);
      answer(res, 201, { sid, status: 'queued', to: text.to, from: text.from, body: text.body });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    texts,
    rejected,
    refuseNext: (refusal, count = 1) => {
      for (let i = 0; i < count; i += 1) refusals.push(refusal);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
