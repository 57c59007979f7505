import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { staticFiles } from './static-files';

describe('staticFiles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'entry-1.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(dir, '.secret'), 'no');
  const app = express();
  app.use(...staticFiles(dir));
  app.use((_req, res) => {
    res.type('text/plain').send('page');
  });
  const server = app.listen(0, '127.0.0.1');
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  beforeAll(() => new Promise<void>((resolve) => server.once('listening', resolve)));
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('When a built file is asked for, then it is served with its caching; a missing asset is a 404', async () => {
    const asset = await fetch(`${base()}/assets/entry-1.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const favicon = await fetch(`${base()}/favicon.svg`);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await fetch(`${base()}/assets/missing.js`)).status).toBe(404);
  });

  it('When a page, a dot file or a file added after start is asked for, then the request goes on to the pages', async () => {
    writeFileSync(path.join(dir, 'later.txt'), 'added later');
    for (const target of ['/contacto', '/.secret', '/later.txt']) {
      expect(await (await fetch(`${base()}${target}`)).text()).toBe('page');
    }
  });
});
