import type { AddressInfo } from 'node:net';
import express from 'express';
import { MESSAGES_EN } from '../i18n/messages-en';
import { MESSAGES_ES } from '../i18n/messages-es';
import { closeServer, errorHandler, listen } from './http';
import { createLogger } from './logger';

/** A service whose routes fail as a lost database (503) or a bug (500) does, behind the error handler. */
async function failingService() {
  const app = express();
  app.get('/lost-database', () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/bug', () => {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  });
  // a route that resolved the page's language itself (as `/en/...` and `/es/...` APIs do)
  app.get('/:lang/bug', (req, res) => {
    res.locals.locale = req.params.lang;
    throw new Error('boom');
  });
  app.use(errorHandler(createLogger('http-test', 'silent')));
  const server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ask = async (path: string, language?: string) => {
    const response = await fetch(base + path, {
      headers: language ? { 'accept-language': language } : {},
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return { ask, close: () => closeServer(server) };
}

describe('errorHandler', () => {
  let service: Awaited<ReturnType<typeof failingService>>;
  beforeAll(async () => {
    service = await failingService();
  });
  afterAll(() => service.close());

  it.each([
    ['es-MX,es;q=0.9', 'es', MESSAGES_ES],
    ['en-US,en;q=0.9', 'en', MESSAGES_EN],
  ])(
    'When the database is lost and the browser asks for %s, then the 503 says so in %s',
    async (language, _locale, messages) => {
      expect(await service.ask('/lost-database', language)).toEqual({
        status: 503,
        body: { status: 'error', message: messages['server.unavailable'] },
      });
    },
  );

  it.each([
    ['es-MX,es;q=0.9', 'es', MESSAGES_ES],
    ['en-US,en;q=0.9', 'en', MESSAGES_EN],
  ])(
    'When a route fails unexpectedly and the browser asks for %s, then the 500 says so in %s, without the error',
    async (language, _locale, messages) => {
      const answer = await service.ask('/bug', language);
      expect(answer).toEqual({
        status: 500,
        body: { status: 'error', message: messages['server.internal'] },
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/Cannot read|TypeError/);
    },
  );

  it('When the browser names no language, then the answer is in Spanish, the site default', async () => {
    expect((await service.ask('/bug')).body).toEqual({
      status: 'error',
      message: MESSAGES_ES['server.internal'],
    });
  });

  it('When the route resolved the language, then it wins over the browser’s', async () => {
    expect((await service.ask('/en/bug', 'es')).body).toEqual({
      status: 'error',
      message: MESSAGES_EN['server.internal'],
    });
  });
});
