import { bilingual } from '../../lib/copy/bilingual';

/** The firm's three practice areas, as cards on the home, services and about pages. */
export const PRACTICE_AREAS_COPY = bilingual({
  en: {
    label: 'Our practice areas',
    immigration: {
      title: 'Immigration',
      summary:
        'Family petitions, VAWA, U and T visas, K-1 fiancé(e) visas and more, explained in your language, with a free first evaluation.',
      link: 'Immigration services',
    },
    injury: {
      title: 'Personal injury',
      summary:
        'Hurt in an accident at work, on the road or on someone else’s property? Our personal injury team helps you claim the compensation you may be owed.',
      promise: (firm: string | null) =>
        `With ${firm ? `${firm}, our sister firm,` : 'our sister firm'} you pay a fee only if your case is won.`,
      costs:
        'You may still be responsible for costs and expenses; your fee agreement explains them.',
      link: 'Visit our personal injury site',
    },
    trucks: {
      title: 'Truck driver recruitment',
      summary:
        'Want to drive a truck in the United States? Our recruitment team connects drivers with companies that are hiring and can tell you about the EB-3 work visa.',
      link: 'Visit our recruitment site',
    },
  },
  es: {
    label: 'Nuestras áreas de práctica',
    immigration: {
      title: 'Inmigración',
      summary:
        'Peticiones familiares, VAWA, visas U y T, visa K-1 de prometido(a) y más, explicadas en su idioma y con una primera evaluación gratuita.',
      link: 'Servicios de inmigración',
    },
    injury: {
      title: 'Lesiones personales',
      summary:
        '¿Sufrió un accidente en el trabajo, en la carretera o en propiedad ajena? Nuestro equipo de lesiones personales le ayuda a reclamar la compensación que le pueda corresponder.',
      promise: (firm: string | null) =>
        `Con ${firm ? `${firm}, nuestra firma hermana,` : 'nuestra firma hermana'} usted solo paga honorarios si gana su caso.`,
      costs:
        'Aun así, es posible que deba pagar costos y gastos del caso; su contrato de honorarios los explica.',
      link: 'Visite nuestro sitio de lesiones personales',
    },
    trucks: {
      title: 'Reclutamiento de choferes',
      summary:
        '¿Quiere manejar tráiler en Estados Unidos? Nuestro equipo de reclutamiento conecta a choferes con empresas que están contratando y le informa sobre la visa de trabajo EB-3.',
      link: 'Visite nuestro sitio de reclutamiento',
    },
  },
});
