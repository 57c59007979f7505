import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { closeServer } from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import { sitemapRoutes } from './sitemap.routes';

describe('sitemapRoutes', () => {
  it('When the content version moves on (an article published in the studio), then the next /sitemap.xml is built again with it', async () => {
    let slug = 'primero';
    let version = 1;
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const { pathname } = new URL(String(input));
      if (!pathname.startsWith('/api/content/blog/')) return Promise.resolve(Response.json([]));
      const items = [{ id: 1, url_es: slug, url_en: '', created_at: '2025-01-01T00:00:00.000Z' }];
      return Promise.resolve(
        Response.json({ items, page: 1, per_page: 50, total: 1, total_pages: 1 }),
      );
    });
    const app = express().use(
      sitemapRoutes({
        contentApiUrl: 'http://content.test',
        publicOrigin: 'https://firm.test',
        logger: createLogger('sitemap-test', 'silent'),
        contentVersion: () => version,
      }),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sitemap.xml`;
    try {
      const read = async () => {
        // fetch is mocked for the content service: the sitemap is read with node:http
        return new Promise<string>((resolve, reject) => {
          http
            .get(local, (response) => {
              let body = '';
              response.on('data', (chunk: Buffer) => (body += chunk.toString()));
              response.on('end', () => resolve(body));
            })
            .on('error', reject);
        });
      };
      expect(await read()).toContain('/blog/primero');
      slug = 'segundo';
      expect(await read()).toContain('/blog/primero');
      version = 2;
      expect(await read()).toContain('/blog/segundo');
    } finally {
      fetchMock.mockRestore();
      await closeServer(server);
    }
  });
});
