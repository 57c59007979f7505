import { bilingual } from '../../lib/copy/bilingual';

/** The words around a page's long text: its date, its index and the notice shown without it. */
export const PAGE_TEXT_COPY = bilingual({
  en: {
    lastUpdated: 'Last updated:',
    index: 'On this page',
    noticeHeading: 'This text is not available right now',
    noticeBody:
      'We could not load it. Please try again in a few minutes, or get in touch with us: we will gladly answer your questions.',
    call: 'Call us at',
    write: 'Write to us at',
    form: 'Or send us your case with the form on this page.',
  },
  es: {
    lastUpdated: 'Última actualización:',
    index: 'En esta página',
    noticeHeading: 'Este texto no está disponible en este momento',
    noticeBody:
      'No pudimos cargarlo. Inténtelo de nuevo en unos minutos o comuníquese con nosotros: con gusto respondemos sus preguntas.',
    call: 'Llámenos al',
    write: 'Escríbanos a',
    form: 'O envíenos su caso con el formulario de esta página.',
  },
});
