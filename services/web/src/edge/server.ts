import './production-default';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSiteConfig, type TSiteConfig } from '@firm/shared/content/site-config';
import { repoPaths } from '@firm/shared/server/paths';
import {
  closeServer,
  exitOnUnhandledRejection,
  listen,
  onShutdown,
} from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import type { TRender } from '../app/entry-server';
import { createEdge } from './app';
import { loadWebConfig } from './config';
import { createAssetResolver } from './build-manifest';
import type { TViteManifest } from './build-manifest';
import { BOOT_SCRIPT_PATH } from './boot-script';
import { createHtmlCache, watchContentVersion } from './html-cache';
import { EDGE_HTTP_TIMEOUTS } from './http-timeouts';
import { createShellSource } from './shell-source';
import { startMetricsListener } from './metrics-listener';
import { startEdgeHeartbeat } from './edge-heartbeat';
import { configureMetrics } from '@firm/shared/server/metrics';

const SHELL_TTL_MS = 60_000;

const config = loadWebConfig();
configureMetrics({ enabled: config.METRICS_ENABLED });
const logger = createLogger('web', config.LOG_LEVEL);
exitOnUnhandledRejection(logger);
const paths = repoPaths();
const distDir = path.resolve(
  config.WEB_DIST_DIR ?? path.join(paths.root, 'services', 'web', 'dist'),
);
const manifestFile = path.join(distDir, 'client', '.vite', 'manifest.json');
const rendererFile = path.join(distDir, 'server', 'entry-server.js');

if (!existsSync(manifestFile) || !existsSync(rendererFile)) {
  process.stderr.write(
    `[web] No build found in ${distDir}: run \`npm run build -w @firm/web\` first.\n`,
  );
  process.exit(1);
}

function readSiteConfigCopy(): TSiteConfig | null {
  const file = path.join(paths.content, 'site-config.json');
  try {
    const { config: siteConfig, problems } = parseSiteConfig(
      JSON.parse(readFileSync(file, 'utf8')),
    );
    if (problems.length) logger.error({ file, problems }, 'local site configuration is malformed');
    return siteConfig;
  } catch {
    logger.warn({ file }, 'no local site configuration: the frame relies on content-api alone');
    return null;
  }
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as TViteManifest;
const resolveAssets = createAssetResolver(manifest);
const htmlCache = createHtmlCache({
  ttlMs: config.HTML_CACHE_TTL_MS,
  maxEntries: config.HTML_CACHE_MAX_ENTRIES,
});
const shell = createShellSource({
  contentApiUrl: config.CONTENT_API_URL,
  ttlMs: SHELL_TTL_MS,
  fallbackSiteConfig: readSiteConfigCopy(),
  logger,
});
let contentVersion = 0;
const stopWatching = watchContentVersion({
  contentApiUrl: config.CONTENT_API_URL,
  intervalMs: config.CONTENT_VERSION_POLL_MS,
  onChange: (version) => {
    contentVersion = version;
    logger.info({ version }, 'content changed; cached pages dropped');
    shell.invalidate();
    htmlCache.clear();
  },
  onReachable: (reachable) => {
    htmlCache.storing = reachable;
  },
  logger,
});
const { render } = (await import(pathToFileURL(rendererFile).href)) as { render: TRender };

const edge = createEdge({
  config,
  logger,
  render,
  assetsFor: (pageId) => ({ ...resolveAssets(pageId), boot: BOOT_SCRIPT_PATH }),
  shell,
  clientDir: path.join(distDir, 'client'),
  htmlCache,
  contentVersion: () => contentVersion,
});

const server = await listen(edge, config.PORT, '0.0.0.0', EDGE_HTTP_TIMEOUTS).catch(
  (error: unknown) => {
    logger.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  },
);
logger.info(
  { port: config.PORT, contentApi: config.CONTENT_API_URL, leadsApi: config.LEADS_API_URL },
  'web edge listening',
);
const metricsServer = config.METRICS_ENABLED
  ? await startMetricsListener(config.METRICS_PORT, config.METRICS_HOST, logger)
  : null;
const stopHeartbeat = startEdgeHeartbeat({
  leadsApiUrl: config.LEADS_API_URL,
  edgeSecret: config.EDGE_PROXY_SECRET,
  logger,
});
onShutdown(logger, async () => {
  stopHeartbeat();
  stopWatching();
  if (metricsServer) await closeServer(metricsServer);
  return closeServer(server);
});
