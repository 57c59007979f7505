import { bilingual } from '../../lib/copy/bilingual';

/** The password page's words. */
export const COPY = bilingual({
  en: {
    title: 'Change password',
    heading: 'Change your password',
    description: 'Change a staff member’s password.',
    oneTime:
      'Your password was a one-time password. Choose your own to go on (at least 12 characters).',
    current: 'Current password',
    next: 'New password',
    nextHint: 'At least 12 characters. A short sentence is easy to remember.',
    confirm: 'New password again',
    submit: 'Save password',
  },
  es: {
    title: 'Cambiar contraseña',
    heading: 'Cambie su contraseña',
    description: 'Cambio de contraseña del personal.',
    oneTime:
      'Su contraseña era de un solo uso. Elija una propia para continuar (al menos 12 caracteres).',
    current: 'Contraseña actual',
    next: 'Contraseña nueva',
    nextHint: 'Al menos 12 caracteres. Una frase corta es fácil de recordar.',
    confirm: 'Repita la contraseña nueva',
    submit: 'Guardar contraseña',
  },
});
