import type { TRetentionCounts } from '@firm/shared/privacy/retention';
import { bilingual } from '../../lib/copy/bilingual';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The retention section's words (issue 31 §3 "Retention"), on the privacy requests page. */
export const RETENTION_COPY = bilingual({
  en: {
    jump: 'Data retention schedule',
    heading: 'Data retention',
    lead: 'Every night between 3 and 6 a.m. (El Paso time) the system erases what the firm no longer needs, on this schedule, the same way as a manual erasure: a hashed record remains for conflict checks. A legal hold on a lead stops it. The privacy policy and terms show these periods and change with them. Admins get an e-mail with the counts when something was erased.',
    dryHeading: 'What the next run would erase',
    dryAsOf: (when: string) => `Counted ${when}. Counts only, never names.`,
    rules: {
      spam: (n: number) => `Spam: ${plural(n, 'lead', 'leads')}`,
      unengaged: (n: number) => `Never contacted or not qualified: ${plural(n, 'lead', 'leads')}`,
      call_clicks: (n: number) => `Phone-link clicks: ${plural(n, 'record', 'records')}`,
    } satisfies Record<keyof TRetentionCounts, (n: number) => string>,
    formHeading: 'Schedule',
    spamDays: 'Spam: erase after (days)',
    unengagedMonths: 'Never contacted or not qualified: erase after (months)',
    callClickMonths: 'Phone-link clicks: delete after (months)',
    bounds: (min: number, max: number) => `From ${min} to ${max}.`,
    retained: 'Leads marked “Retained” are always kept: they become client files.',
    save: 'Save the schedule',
    saved:
      'Schedule saved. The privacy policy and terms will show the new periods within a minute.',
    lastChange: (when: string, who: string) => `Last changed ${when} by ${who}.`,
    neverChanged: 'The safe defaults, never changed.',
    runsHeading: 'Latest nightly runs',
    noRuns: 'No run yet.',
    night: (day: string) => `Night of ${day}`,
    failed: 'did not finish',
    running: 'in progress',
  },
  es: {
    jump: 'Calendario de conservación de datos',
    heading: 'Conservación de datos',
    lead: 'Cada noche, entre las 3 y las 6 a. m. (hora de El Paso), el sistema borra lo que la firma ya no necesita, según este calendario y de la misma forma que una eliminación manual: queda solo un registro cifrado para revisar conflictos de interés. Una retención legal en un prospecto lo impide. La política de privacidad y los términos muestran estos plazos y cambian con ellos. Los administradores reciben un correo con los totales cuando se borra algo.',
    dryHeading: 'Lo que borraría la próxima limpieza',
    dryAsOf: (when: string) => `Contado el ${when}. Solo totales, nunca nombres.`,
    rules: {
      spam: (n: number) => `Spam: ${plural(n, 'prospecto', 'prospectos')}`,
      unengaged: (n: number) =>
        `Nunca atendidos o no calificados: ${plural(n, 'prospecto', 'prospectos')}`,
      call_clicks: (n: number) => `Clics en el teléfono: ${plural(n, 'registro', 'registros')}`,
    },
    formHeading: 'Calendario',
    spamDays: 'Spam: borrar después de (días)',
    unengagedMonths: 'Nunca atendidos o no calificados: borrar después de (meses)',
    callClickMonths: 'Clics en el teléfono: borrar después de (meses)',
    bounds: (min: number, max: number) => `De ${min} a ${max}.`,
    retained:
      'Los prospectos “Contratado” se conservan siempre: pasan a ser expedientes de clientes.',
    save: 'Guardar el calendario',
    saved:
      'Calendario guardado. La política de privacidad y los términos mostrarán los nuevos plazos en menos de un minuto.',
    lastChange: (when: string, who: string) => `Último cambio: ${when}, por ${who}.`,
    neverChanged: 'Los valores seguros de fábrica, sin cambios.',
    runsHeading: 'Últimas limpiezas nocturnas',
    noRuns: 'Todavía no hay ninguna.',
    night: (day: string) => `Noche del ${day}`,
    failed: 'no terminó',
    running: 'en curso',
  },
});
