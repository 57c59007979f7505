import { bilingual } from '../../lib/copy/bilingual';

/** The words of the lead page's "Llamar de nuevo" card. */
export const FOLLOW_UP_COPY = bilingual({
  en: {
    heading: 'Call back',
    hint: 'Set a date and time to call this person again. At that time the team gets a reminder, and it shows on the staff home’s “For today”.',
    due: 'Date and time (El Paso time)',
    note: 'Note for the call (optional)',
    noteHint: 'What to remember for the call, e.g. “after 5, she works mornings”.',
    save: 'Set the call back',
    pending: 'Calls back set',
    at: (time: string) => `Call: ${time}`,
    late: 'Late',
    markDone: 'Mark done',
    markDoneOf: (time: string) => `Mark done: the call back of ${time}`,
  },
  es: {
    heading: 'Llamar de nuevo',
    hint: 'Fije la fecha y la hora para volver a llamar a esta persona. A esa hora el equipo recibe un recordatorio, y aparece en “Para hoy” al inicio del área del personal.',
    due: 'Fecha y hora (hora de El Paso)',
    note: 'Nota para la llamada (opcional)',
    noteHint:
      'Lo que hay que recordar para la llamada, por ejemplo: “después de las 5, trabaja en la mañana”.',
    save: 'Guardar la llamada',
    pending: 'Llamadas pendientes',
    at: (time: string) => `Llamar: ${time}`,
    late: 'Atrasada',
    markDone: 'Marcar como hecha',
    markDoneOf: (time: string) => `Marcar como hecha la llamada del ${time}`,
  },
});
