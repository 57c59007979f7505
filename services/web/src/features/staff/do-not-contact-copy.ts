import { bilingual } from '../../lib/copy/bilingual';

// a time that ends in "a.m." or "p.m." ends the sentence already (no "a.m..")
const endSentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/** The words of the lead page's "do not contact" part (issue 31 §1). */
export const DNC_COPY = bilingual({
  en: {
    heading: 'Do not contact',
    marked: 'Do not contact',
    since: (date: string) => `Since ${endSentence(date)}`,
    byText:
      'The person replied STOP to a text: no texts or WhatsApp, and no automatic message. Calls are still allowed.',
    explain:
      'No automatic message (acknowledgment, text) goes to this person, and the team does not call, text or write. It holds for every lead with the same phone or e-mail, and for the ones they send later.',
    reason: 'Reason',
    reasonHint: 'Who asked, and how (a call, an e-mail, in person).',
    mark: 'Mark do not contact',
    markHint:
      'When the person asks not to be contacted. It also applies to every lead with the same phone or e-mail.',
    liftReason: 'Why it is lifted',
    liftHint: 'For example: the person called to resume their case.',
    lift: 'Lift do not contact',
    adminLifts: 'Only an administrator can lift it.',
    erasedReason:
      'The person asked not to be contacted; their data was later erased at their request.',
  },
  es: {
    heading: 'No contactar',
    marked: 'No contactar',
    since: (date: string) => `Desde el ${endSentence(date)}`,
    byText:
      'La persona respondió ALTO o STOP a un mensaje de texto: no se le envían textos ni WhatsApp, ni mensajes automáticos. Sí se le puede llamar.',
    explain:
      'No se le envía ningún mensaje automático (confirmación, texto) y el equipo no la llama ni le escribe. Vale para todos los prospectos con el mismo teléfono o correo, y para los que envíe más adelante.',
    reason: 'Motivo',
    reasonHint: 'Quién lo pidió y cómo (por teléfono, por correo, en persona).',
    mark: 'Marcar «no contactar»',
    markHint:
      'Cuando la persona pide que no la contacten. Se aplica también a todos los prospectos con el mismo teléfono o correo.',
    liftReason: 'Por qué se quita',
    liftHint: 'Por ejemplo: la persona llamó para retomar su caso.',
    lift: 'Quitar «no contactar»',
    adminLifts: 'Solo un administrador puede quitar esta marca.',
    erasedReason:
      'La persona pidió que no la contactemos; después se eliminaron sus datos a petición suya.',
  },
});
