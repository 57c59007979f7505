import type { TOpsService } from '@firm/shared/ops/ops-status';
import { bilingual } from '../../lib/copy/bilingual';

/** A length of time in words: '45 s', '12 min', '3 h 12 min', '2 d 4 h'. */
export function durationWords(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** The database's size: '48,2 MB' / '48.2 MB'. */
export function sizeWords(bytes: number, locale: 'en' | 'es'): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
    style: 'unit',
    unit: bytes >= 1e9 ? 'gigabyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes >= 1e9 ? bytes / 1e9 : bytes / 1e6);
}

const SERVICE_NAMES_EN: Record<TOpsService, string> = {
  web: 'Website (web edge)',
  'content-api': 'Content (content-api)',
  'leads-api': 'Forms and staff (leads-api)',
  worker: 'E-mails and jobs (worker)',
};

/** The status page's words (issue 33 §4). */
export const COPY = bilingual({
  en: {
    title: 'System status',
    description: 'Services, queue, outbox and alerts.',
    heading: 'System status',
    lead: 'What the operations alerts watch, read every 15 seconds. Admins get an e-mail when an alert starts and when it ends.',
    readAt: 'Read at',
    refreshing: 'Updating…',
    stale: 'The latest reading failed; these figures may be old.',
    alertsHeading: 'Alerts',
    firing: 'Firing',
    ok: 'OK',
    since: 'since',
    notEvaluated: 'not confirmed by the worker yet',
    allQuiet: 'No alert is firing.',
    quietCount: (n: number) => `${n} alerts with nothing to report`,
    servicesHeading: 'Services',
    serviceNames: SERVICE_NAMES_EN,
    up: 'Running',
    down: 'Not answering',
    neverSeen: 'No report yet',
    version: 'Version',
    uptime: 'Running for',
    instances: 'Processes',
    lastSeen: 'Last report',
    leadsHeading: 'Leads and e-mails',
    lastLead: 'Last lead received',
    lastIntakeEmail: 'Last intake e-mail sent',
    none: 'none yet',
    withoutEmail: 'Leads over 10 minutes old without their intake e-mail',
    queueHeading: 'Job queue',
    backend: { redis: 'on Redis', postgres: 'on PostgreSQL' },
    queueDown: 'The queue did not answer.',
    states: {
      waiting: 'Waiting',
      prioritized: 'Prioritized',
      active: 'Running',
      delayed: 'Delayed (retry later)',
      failed: 'Failed',
      completed: 'Completed (kept)',
    },
    oldestWaiting: 'Oldest waiting job',
    nothingWaiting: 'nothing waiting',
    outboxHeading: 'Outbox',
    outboxWaiting: 'Rows waiting to be queued',
    outboxOldest: 'Oldest row waiting',
    deadHeading: 'Dead letters',
    deadCount: 'Jobs that exhausted their retries',
    deadLink: 'Open the queue dashboard to retry them',
    databaseHeading: 'Database',
    databaseSize: 'PostgreSQL disk use',
    databaseDown: 'PostgreSQL did not answer: these figures are missing.',
    ago: (words: string) => `${words} ago`,
  },
  es: {
    title: 'Estado del sistema',
    description: 'Servicios, cola, outbox y alertas.',
    heading: 'Estado del sistema',
    lead: 'Lo que vigilan las alertas de operación, leído cada 15 segundos. Los administradores reciben un correo cuando una alerta empieza y cuando termina.',
    readAt: 'Leído a las',
    refreshing: 'Actualizando…',
    stale: 'La última lectura falló; estas cifras pueden estar atrasadas.',
    alertsHeading: 'Alertas',
    firing: 'Activa',
    ok: 'Bien',
    since: 'desde',
    notEvaluated: 'el worker aún no lo ha confirmado',
    allQuiet: 'Ninguna alerta activa.',
    quietCount: (n: number) => `${n} alertas sin novedad`,
    servicesHeading: 'Servicios',
    serviceNames: {
      web: 'Sitio web (web edge)',
      'content-api': 'Contenido (content-api)',
      'leads-api': 'Formularios y personal (leads-api)',
      worker: 'Correos y trabajos (worker)',
    },
    up: 'En marcha',
    down: 'No responde',
    neverSeen: 'Sin reporte todavía',
    version: 'Versión',
    uptime: 'En marcha desde hace',
    instances: 'Procesos',
    lastSeen: 'Último reporte',
    leadsHeading: 'Prospectos y correos',
    lastLead: 'Último prospecto recibido',
    lastIntakeEmail: 'Último correo de admisión enviado',
    none: 'ninguno todavía',
    withoutEmail: 'Prospectos de más de 10 minutos sin su correo de admisión',
    queueHeading: 'Cola de trabajos',
    backend: { redis: 'en Redis', postgres: 'en PostgreSQL' },
    queueDown: 'La cola no respondió.',
    states: {
      waiting: 'En espera',
      prioritized: 'Con prioridad',
      active: 'En curso',
      delayed: 'Aplazados (reintento)',
      failed: 'Fallidos',
      completed: 'Terminados (guardados)',
    },
    oldestWaiting: 'Trabajo más antiguo en espera',
    nothingWaiting: 'nada en espera',
    outboxHeading: 'Outbox',
    outboxWaiting: 'Filas por pasar a la cola',
    outboxOldest: 'Fila más antigua en espera',
    deadHeading: 'Trabajos agotados (dead letters)',
    deadCount: 'Trabajos que agotaron sus reintentos',
    deadLink: 'Abrir el panel de colas para reintentarlos',
    databaseHeading: 'Base de datos',
    databaseSize: 'Espacio en disco de PostgreSQL',
    databaseDown: 'PostgreSQL no respondió: faltan estas cifras.',
    ago: (words: string) => `hace ${words}`,
  },
});
