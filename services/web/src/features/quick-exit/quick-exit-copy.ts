import { bilingual } from '../../lib/copy/bilingual';

/**
 * The words of Quick exit and of the note on browsing safely beside it. The note says what the button
 * does (`touch` on phones and tablets, `keys` where there is a mouse and a keyboard), what it cannot do
 * and how to clear what it leaves behind.
 */
export const QUICK_EXIT_COPY = bilingual({
  en: {
    button: 'Quick exit',
    heading: 'Browsing safely',
    question: 'Does anyone else use or check this phone or computer?',
    touch: 'Tap “Quick exit” (bottom left) and a weather page takes the place of this one.',
    keys: 'Click “Quick exit” (bottom left) or press Esc twice, and a weather page takes the place of this one.',
    cannotLead: 'What it cannot do:',
    cannot:
      'erase your history. The pages of this site you already opened stay saved in the browser, where someone could see them.',
    clearLead: 'To erase them,',
    clear:
      'open History from the browser’s menu and delete this site’s pages. Next time, use a private (incognito) window: it does not keep what you visit.',
    tips: 'More tips for browsing safely',
  },
  es: {
    button: 'Salida rápida',
    heading: 'Navegue con seguridad',
    question: '¿Alguien más usa o revisa este teléfono o computadora?',
    touch:
      'Toque “Salida rápida” (abajo a la izquierda) y en lugar de esta página aparecerá una del clima.',
    keys: 'Haga clic en “Salida rápida” (abajo a la izquierda) o pulse Esc dos veces, y en lugar de esta página aparecerá una del clima.',
    cannotLead: 'Lo que no puede hacer:',
    cannot:
      'borrar su historial. Las páginas de este sitio que ya abrió siguen guardadas en el navegador, y alguien podría verlas.',
    clearLead: 'Para borrarlas,',
    clear:
      'abra el Historial desde el menú del navegador y elimine las páginas de este sitio. La próxima vez, use una ventana privada (de incógnito): no guarda lo que usted visita.',
    tips: 'Más consejos para navegar con seguridad',
  },
});

/** The words of the hotlines beside the note. */
export const HOTLINE_COPY = bilingual({
  en: {
    heading: 'If you are in danger',
    emergency: 'Emergencies',
    domesticViolence: 'National Domestic Violence Hotline',
    trafficking: 'National Human Trafficking Hotline',
    call: (number: string) => `Call ${number}`,
    textWord: (word: string, to: string) => `Text ${word} to ${to}`,
    text: (to: string) => `Text ${to}`,
    note: 'Both hotlines are free and confidential, answer 24 hours a day and speak Spanish. Calls and texts stay on the phone.',
  },
  es: {
    heading: 'Si está en peligro',
    emergency: 'Emergencias',
    domesticViolence: 'Línea Nacional contra la Violencia Doméstica',
    trafficking: 'Línea Nacional contra la Trata de Personas',
    call: (number: string) => `Llame al ${number}`,
    textWord: (word: string, to: string) => `Mensaje de texto: ${word} al ${to}`,
    text: (to: string) => `Mensaje de texto al ${to}`,
    note: 'Las dos líneas son gratuitas y confidenciales, atienden las 24 horas y hablan español. Las llamadas y los mensajes quedan en el teléfono.',
  },
});
