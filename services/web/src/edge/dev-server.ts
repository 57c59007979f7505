import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import express from 'express';
import { createServer as createViteServer } from 'vite';
import { closeServer, exitOnUnhandledRejection, onShutdown } from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import { repoPaths } from '@firm/shared/server/paths';
import type { TRender } from '../app/entry-server';
import { createEdge } from './app';
import { loadWebConfig } from './config';
import { createHtmlCache } from './html-cache';
import { createShellSource } from './shell-source';

// `npm run dev -w @firm/web`: the same edge with Vite's middleware, modules transformed on request and
// hot reloading. Production serves the build instead (src/edge/server.ts).
const PREAMBLE_PATH = '/@firm/react-refresh-preamble.js';
const PREAMBLE = [
  "import RefreshRuntime from '/@react-refresh';",
  'RefreshRuntime.injectIntoGlobalHook(window);',
  'window.$RefreshReg$ = () => {};',
  'window.$RefreshSig$ = () => (type) => type;',
  'window.__vite_plugin_react_preamble_installed__ = true;',
  // Bootstrap modules run in any order (async), so the preamble loads the entry itself, after it.
  "await import('/src/app/entry-client.tsx');",
].join('\n');

const config = loadWebConfig();
const logger = createLogger('web', config.LOG_LEVEL);
exitOnUnhandledRejection(logger);
const root = path.join(repoPaths().root, 'services', 'web');
const httpServer = createHttpServer();
const vite = await createViteServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: httpServer } },
});

const devMiddleware = express.Router();
devMiddleware.get(PREAMBLE_PATH, (_req, res) => {
  res.type('text/javascript').send(PREAMBLE);
});
devMiddleware.use(vite.middlewares);

const render: TRender = async (input) => {
  const module = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as { render: TRender };
  return module.render(input);
};

const edge = createEdge({
  config,
  logger,
  render,
  assetsFor: () => ({
    entry: PREAMBLE_PATH,
    devModules: ['/@vite/client'],
    styles: [],
    modulePreloads: [],
  }),
  shell: createShellSource({
    contentApiUrl: config.CONTENT_API_URL,
    ttlMs: 5_000,
    fallbackSiteConfig: null,
    logger,
  }),
  clientDir: null,
  devMiddleware,
  // pages change with every edit: never cached in development
  htmlCache: createHtmlCache({ ttlMs: 0, maxEntries: 1 }),
});

httpServer.on('request', edge);
httpServer.listen(config.PORT, () =>
  logger.info({ port: config.PORT }, 'web dev server listening'),
);
onShutdown(logger, async () => {
  await vite.close();
  await closeServer(httpServer);
});
