import path from 'node:path';

/** Ports of the stack the browser tests start (apart from a developer's `npm start` on 3000). */
export const E2E_PORT = 3300;
export const E2E_INTERNAL_PORTS = { CONTENT_API_PORT: 4301, LEADS_API_PORT: 4302, WORKER_PORT: 4303 };

/** Where the e2e run keeps its state: the launcher's pid and the run's database URL. */
export const E2E_STATE_FILE = path.join(process.cwd(), '.data', 'e2e-run.json');

/** Where the stack under test writes intake e-mails (.eml) when no SMTP is configured. */
export const E2E_MAIL_DIR = path.join(process.cwd(), '.data', 'e2e-mail');

export type TE2EState = { pid?: number; databaseUrl: string; adminUrl?: string; database?: string };
