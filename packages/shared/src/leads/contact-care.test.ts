import { SECCION } from '../forms/seccion';
import { blockedByPreferences, contactCareLines, needsContactCare } from './contact-care';
import { NO_CONTACT_PREFERENCES } from './contact-preferences';

const CONTACT_PAGE = {
  section: SECCION.footerEs,
  page_url: 'https://www.herreraimmigrationlaw.com/contacto',
  situation: 'spouse',
};

describe('the "Contacto con precaución" band (issue 29 §1)', () => {
  it('When a lead came from the VAWA page or is a crime victim, then the band shows even if it answered nothing', () => {
    expect(
      needsContactCare({ ...CONTACT_PAGE, section: SECCION.vawaEn }, NO_CONTACT_PREFERENCES),
    ).toBe(true);
    expect(
      needsContactCare({ ...CONTACT_PAGE, situation: 'crime-victim' }, NO_CONTACT_PREFERENCES),
    ).toBe(true);
    expect(needsContactCare(CONTACT_PAGE, NO_CONTACT_PREFERENCES)).toBe(false);
  });

  it('When any answer limits the contact, then the band shows; when every answer is yes, it does not', () => {
    const yes = { call: 'yes', callHours: null, voicemail: true, texts: true } as const;
    expect(needsContactCare(CONTACT_PAGE, yes)).toBe(false);
    expect(needsContactCare(CONTACT_PAGE, { ...yes, call: 'no' })).toBe(true);
    expect(needsContactCare(CONTACT_PAGE, { ...yes, call: 'hours', callHours: '9 a 11' })).toBe(
      true,
    );
    expect(needsContactCare(CONTACT_PAGE, { ...yes, voicemail: false })).toBe(true);
    expect(needsContactCare(CONTACT_PAGE, { ...yes, texts: false })).toBe(true);
  });

  it('When the band is written, then each channel says what the lead allowed, the safe hours included, in the reader’s language', () => {
    const answers = {
      call: 'hours',
      callHours: 'de 9 a 11',
      voicemail: false,
      texts: null,
    } as const;
    expect(contactCareLines(answers, 'es')).toEqual([
      { label: 'Llamadas', value: 'Solo a estas horas: de 9 a 11' },
      { label: 'Mensaje de voz', value: 'No' },
      { label: 'Textos o WhatsApp', value: 'Sin respuesta' },
    ]);
    expect(contactCareLines({ ...answers, call: 'no' }, 'en')).toEqual([
      { label: 'Calls', value: 'No' },
      { label: 'Voicemail', value: 'No' },
      { label: 'Texts or WhatsApp', value: 'Not answered' },
    ]);
  });

  it('When the lead said no to calls or texts, then those buttons close with the reason; unanswered closes nothing', () => {
    expect(
      blockedByPreferences({ call: 'no', callHours: null, voicemail: null, texts: false }, 'es'),
    ).toEqual({
      call: 'No es seguro llamar',
      texts: 'No autorizó textos',
    });
    expect(
      blockedByPreferences({ call: 'hours', callHours: null, voicemail: false, texts: true }, 'en'),
    ).toEqual({});
    expect(blockedByPreferences(NO_CONTACT_PREFERENCES, 'en')).toEqual({});
  });
});
