import { bilingual } from '../../lib/copy/bilingual';

/** The sign-in page's words. */
export const COPY = bilingual({
  en: {
    title: 'Staff sign-in',
    heading: 'Staff sign-in',
    description: 'Sign-in of the firm’s intake team.',
    lead: 'For the firm’s staff only.',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot your password? Ask an administrator to reset it.',
  },
  es: {
    title: 'Ingreso del personal',
    heading: 'Ingreso del personal',
    description: 'Ingreso del equipo de admisión de la firma.',
    lead: 'Solo para el personal de la firma.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Ingresar',
    forgot: '¿Olvidó su contraseña? Pida a un administrador que la restablezca.',
  },
});
