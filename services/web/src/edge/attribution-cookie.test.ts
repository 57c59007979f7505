import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import cookieParser from 'cookie-parser';
import express from 'express';
import { ATTRIBUTION_COOKIE } from '@firm/shared/attribution/attribution';
import { attributionCookie } from './attribution-cookie';
import { siteHeaders } from './visitor-headers';

describe('the first-touch attribution cookie and Global Privacy Control (issue 31 §3)', () => {
  let server: Server;
  let url = '';

  beforeAll(async () => {
    const app = express();
    app.use(cookieParser());
    app.use(attributionCookie('https://www.herreraimmigrationlaw.com'));
    app.get('/', (req, res) => {
      res.json({ site: siteHeaders(req) });
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/?utm_source=facebook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const cookiesOf = (answer: Response) => answer.headers.getSetCookie();

  it('When a browser without the signal lands from an ad, then it gets the attribution cookie (the control)', async () => {
    const answer = await fetch(url);
    expect(cookiesOf(answer)).toEqual([
      expect.stringMatching(new RegExp(`^${ATTRIBUTION_COOKIE}=.+`)),
    ]);
  });

  it('When a browser sends Sec-GPC: 1, then it gets no attribution cookie', async () => {
    const answer = await fetch(url, { headers: { 'sec-gpc': '1' } });
    expect(cookiesOf(answer)).toEqual([]);
  });

  it('When a browser with an older attribution cookie now sends Sec-GPC: 1, then the cookie is removed', async () => {
    const answer = await fetch(url, {
      headers: { 'sec-gpc': '1', cookie: `${ATTRIBUTION_COOKIE}=e30` },
    });
    const [removal] = cookiesOf(answer);
    expect(removal).toMatch(new RegExp(`^${ATTRIBUTION_COOKIE}=;`));
    expect(removal).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('When a browser sends Sec-GPC with another value, then it is no signal and the cookie is written', async () => {
    const answer = await fetch(url, { headers: { 'sec-gpc': '0' } });
    expect(cookiesOf(answer)).toHaveLength(1);
  });

  it('When the edge posts a form on a visitor’s behalf, then the visitor’s Sec-GPC goes on to leads-api', async () => {
    const answer = await fetch(url, { headers: { 'sec-gpc': '1' } });
    expect(((await answer.json()) as { site: Record<string, string> }).site).toEqual({
      'sec-gpc': '1',
    });
  });
});
