/** The social-media form page's words (the form exists in Spanish only, SPEC §3). */
export const COPY = {
  es: {
    title: 'Prospectos de redes sociales',
    heading: 'Registro de prospectos de redes sociales',
    description: 'Formulario interno del equipo de redes sociales.',
    lead: 'Registre aquí cada prospecto que llega por una conversación en redes sociales.',
  },
} as const;
