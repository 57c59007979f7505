/**
 * The alerts an operator can act on (issue 33 §3–§4): one catalog for the in-process evaluation (the
 * status page `/staff/estado` and the admins' alert e-mails) and the PrometheusRule of `infra/k8s`,
 * which uses the same names and thresholds.
 */
import type { TLocale } from '../i18n/locale';

/** The alerts' names, exactly as the PrometheusRule names them. */
export const ALERT_NAMES = [
  'LeadWithoutIntakeEmail',
  'DeadLetters',
  'OutboxStalled',
  'QueueWaitingTooLong',
  'HighErrorRate',
  'NoLeadsDuringOfficeHours',
  'ServiceRestarting',
  'PostgresUnreachable',
  'RedisUnreachable',
] as const;

/** One alert's name. */
export type TAlertName = (typeof ALERT_NAMES)[number];

/** The thresholds of the rules (one place: the evaluation and the copy read them here). */
export const ALERT_THRESHOLDS = {
  /** A lead older than this with no accepted intake e-mail fires `LeadWithoutIntakeEmail`. */
  leadWithoutIntakeEmailMinutes: 10,
  /** How far back the leads without an intake e-mail are looked for (older ones are history). */
  leadWithoutIntakeEmailLookbackHours: 24,
  /** The outbox's oldest unpublished row older than this fires `OutboxStalled`. */
  outboxOldestSeconds: 120,
  /** The oldest waiting job older than this fires `QueueWaitingTooLong`. */
  queueOldestWaitingSeconds: 300,
  /** 5xx answers above this share of the requests of the last five minutes fire `HighErrorRate`. */
  errorRatio: 0.01,
  /** Fewer requests than this in five minutes are too few to judge a rate. */
  errorRateMinRequests: 20,
  /** Office minutes without any lead that fire `NoLeadsDuringOfficeHours`. */
  noLeadOfficeMinutes: 240,
  /** A process restarted within this many minutes fires `ServiceRestarting`. */
  restartWindowMinutes: 10,
  /** A process not heard from for this long is down. */
  heartbeatStaleSeconds: 45,
  /** At most one e-mail per alert in this many minutes. */
  emailGapMinutes: 60,
} as const;

/** What an alert means, in both languages (the e-mails and the status page). */
export const ALERT_SUMMARIES: Record<TAlertName, Record<TLocale, string>> = {
  LeadWithoutIntakeEmail: {
    es: 'Un prospecto recibido hace más de 10 minutos no tiene su correo de admisión aceptado.',
    en: 'A lead received more than 10 minutes ago has no accepted intake e-mail.',
  },
  DeadLetters: {
    es: 'Hay trabajos que agotaron sus reintentos esperando en la lista de fallidos.',
    en: 'Jobs that exhausted their retries are waiting in the dead letters.',
  },
  OutboxStalled: {
    es: 'El outbox tiene un aviso sin publicar desde hace más de 2 minutos.',
    en: "The outbox's oldest unpublished row is older than 2 minutes.",
  },
  QueueWaitingTooLong: {
    es: 'El trabajo más antiguo de la cola lleva más de 5 minutos esperando.',
    en: 'The oldest waiting job has waited more than 5 minutes.',
  },
  HighErrorRate: {
    es: 'Más del 1 % de las solicitudes de los últimos 5 minutos terminaron en error 5xx.',
    en: 'More than 1 % of the requests of the last 5 minutes ended in a 5xx error.',
  },
  NoLeadsDuringOfficeHours: {
    es: 'No ha llegado ningún prospecto en las últimas 4 horas de oficina.',
    en: 'No lead at all has arrived during the last 4 office hours.',
  },
  ServiceRestarting: {
    es: 'Un servicio se reinició en los últimos 10 minutos o no responde.',
    en: 'A service restarted in the last 10 minutes or is not answering.',
  },
  PostgresUnreachable: {
    es: 'La base de datos PostgreSQL no responde.',
    en: 'The PostgreSQL database is not answering.',
  },
  RedisUnreachable: {
    es: 'Redis (la cola de trabajos) no responde.',
    en: 'Redis (the job queue) is not answering.',
  },
};
