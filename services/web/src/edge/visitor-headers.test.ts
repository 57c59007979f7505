import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import express from 'express';
import { siteHeaders, visitorHeaders } from './visitor-headers';

describe('the headers the edge sends leads-api on a visitor’s behalf', () => {
  let server: Server;
  let url = '';

  beforeAll(async () => {
    const app = express();
    app.all('/', (req, res) => {
      res.json({ visitor: visitorHeaders(req), site: siteHeaders(req) });
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('When the browser says where a post comes from, then Origin and Sec-Fetch-Site go on to leads-api (issue 25 §4)', async () => {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    const { visitor, site } = (await answer.json()) as Record<string, Record<string, string>>;
    const expected = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(site).toEqual(expected);
    expect(visitor).toMatchObject(expected);
  });

  it('When the browser says nothing of it, then nothing is made up', async () => {
    const answer = await fetch(url, { method: 'POST' });
    const { visitor, site } = (await answer.json()) as Record<string, Record<string, string>>;
    expect(site).toEqual({});
    expect(visitor).not.toHaveProperty('origin');
    expect(visitor).not.toHaveProperty('sec-fetch-site');
  });
});
