import { bilingual } from '../../lib/copy/bilingual';

/** The words of Quick exit and of the note on browsing safely beside it. */
export const QUICK_EXIT_COPY = bilingual({
  en: {
    button: 'Quick exit',
    heading: 'Browsing safely',
    note: 'Could someone check this phone? Tap Quick exit (bottom left) or press Esc twice and a weather page opens instead. The back button will not bring you back here.',
    history: 'Use a private (incognito) window, or clear your history when you are done.',
    tips: 'More tips for browsing safely',
  },
  es: {
    button: 'Salida rápida',
    heading: 'Navegue con seguridad',
    note: '¿Alguien puede revisar este teléfono? Toque “Salida rápida” (abajo a la izquierda) o pulse Esc dos veces y se abrirá una página del clima. Con el botón de regresar no se vuelve aquí.',
    history: 'Use una ventana privada (de incógnito) o borre su historial al terminar.',
    tips: 'Más consejos para navegar con seguridad',
  },
});
