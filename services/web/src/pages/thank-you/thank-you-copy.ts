import { bilingual } from '../../lib/copy/bilingual';

/** The thank-you page's words: the spec's confirmation, then what happens next. */
export const COPY = bilingual({
  en: {
    title: 'Thank you',
    heading: 'Thank you! Your inquiry was sent',
    description: 'Your inquiry was sent. Our team will be in touch with you soon.',
    lead: 'Our team will be in touch with you soon.',
    nextHeading: 'What happens next',
    who: 'A member of our team will read what you sent us and call you, in English or Spanish, whichever you prefer.',
    when: (number: string | null, days: number) =>
      `We will call you${number ? ` from ${number}` : ''} during office hours, usually within ${
        days === 1 ? 'one business day' : `${days} business days`
      }.`,
    safetyHeading: 'Your safety',
    safetyNumber: (number: string) =>
      `Our call will come from ${number}. If someone else checks your phone, you can save this number under another name.`,
    safetyVoicemail:
      'If you do not answer, we will not leave details about your case in a voicemail unless you asked us to.',
    readyHeading: 'For the call, have at hand',
    ready: [
      'A quiet place where you can talk in private.',
      'Your identity documents, if you have them (passport, birth certificate, consular ID).',
      'The immigration papers you have received: forms, letters or appointments from USCIS or the court.',
      'The important dates you remember, such as when you came to the United States.',
      'Paper and a pen to take notes.',
    ],
    readyNote: 'If you do not have everything, do not worry: we can start with what you have.',
  },
  es: {
    title: 'Gracias',
    heading: '¡Gracias! Su consulta fue enviada',
    description: 'Su consulta fue enviada. Nuestro equipo se comunicará con usted pronto.',
    lead: 'Nuestro equipo se comunicará con usted muy pronto.',
    nextHeading: 'Qué pasa ahora',
    who: 'Una persona de nuestro equipo leerá lo que nos envió y le llamará, en español o en inglés, como usted prefiera.',
    when: (number: string | null, days: number) =>
      `Le llamaremos${number ? ` desde el ${number}` : ''} en horario de oficina, normalmente dentro de ${
        days === 1 ? 'un día hábil' : `${days} días hábiles`
      }.`,
    safetyHeading: 'Su seguridad',
    safetyNumber: (number: string) =>
      `Nuestra llamada vendrá del ${number}. Si alguien más revisa su teléfono, puede guardar este número con otro nombre.`,
    safetyVoicemail:
      'Si no contesta, no dejaremos detalles de su caso en un mensaje de voz, a menos que usted nos lo haya pedido.',
    readyHeading: 'Para la llamada, tenga a mano',
    ready: [
      'Un lugar tranquilo donde pueda hablar en privado.',
      'Sus documentos de identidad, si los tiene (pasaporte, acta de nacimiento, matrícula consular).',
      'Los papeles de inmigración que haya recibido: formularios, cartas o citas del USCIS o de la corte.',
      'Las fechas importantes que recuerde, como cuándo llegó a Estados Unidos.',
      'Papel y lápiz para anotar.',
    ],
    readyNote: 'Si no tiene todo, no se preocupe: podemos empezar con lo que tenga.',
  },
});
