import path from 'node:path';

/** Ports of the stack the browser tests start (apart from a developer's `npm start` on 3000). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);

/** Where the browser tests point: a stack already running (E2E_BASE_URL) or the one they start. */
export const E2E_BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`;
const internal = Number(process.env.E2E_INTERNAL_PORT_BASE ?? 4300);
export const E2E_INTERNAL_PORTS = {
  CONTENT_API_PORT: internal + 1,
  LEADS_API_PORT: internal + 2,
  WORKER_PORT: internal + 3,
  WEB_METRICS_PORT: internal + 4,
};

/** Where the e2e run keeps its state: the launcher's pid and the run's database URL. */
export const E2E_STATE_FILE = path.join(process.cwd(), '.data', `e2e-run-${E2E_PORT}.json`);

/** Where the stack under test writes its services' logs (a file each). */
export const E2E_LOG_DIR = path.join(process.cwd(), '.data', `e2e-logs-${E2E_PORT}`);

/** Where the stack under test writes intake e-mails (.eml) when no SMTP is configured. */
export const E2E_MAIL_DIR = path.join(process.cwd(), '.data', `e2e-mail-${E2E_PORT}`);

export type TE2EState = {
  pid?: number;
  databaseUrl: string;
  adminUrl?: string;
  database?: string;
  /** The run's Redis and its key namespaces, removed at the end. */
  redis?: { url: string; queuePrefix: string; rateLimitPrefix: string };
};
