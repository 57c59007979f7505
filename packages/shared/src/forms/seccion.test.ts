import {
  attorneySeccion,
  localeOfSeccion,
  pageSeccion,
  SECCION,
  sanitizeSeccion,
  withSource,
  youtubeLandingLabel,
} from './seccion';

describe('seccion labels (SPEC §3)', () => {
  it('When reading the labels named by the spec, then they are written exactly', () => {
    expect(SECCION).toMatchObject({
      footerEn: 'Footer Inglés',
      footerEs: 'Footer Español',
      immigrationEs: 'Inmigración Español',
      servicesEs: 'Servicios Español',
      attorneysEs: 'Abogados Español',
      aboutEs: 'Nosotros Español',
      humanitarianEs: 'Visa Humanitaria Español',
      contactEs: 'Contacto Español',
      contactEn: 'Contacto Inglés',
      videoLanding: 'Youtube Landing',
      shortVideoAds: 'Tik Tok Ads',
      referrals: 'Referidos',
      paroleEs: 'Landing Parole Español',
      paroleEn: 'Landing Parole Inglés',
      socialMedia: 'Social Media',
      vawaEn: 'Visa VAWA Inglés',
    });
  });

  it('When every label is sanitized, then it is unchanged', () => {
    for (const label of Object.values(SECCION)) expect(sanitizeSeccion(label)).toBe(label);
  });

  it('When building page and attorney labels, then they follow <Page> <Idioma>', () => {
    expect(pageSeccion('Visa K1', 'en')).toBe('Visa K1 Inglés');
    expect(attorneySeccion('Ana Herrera', 'es')).toBe('Ana Herrera Español');
    expect(attorneySeccion(' Daniel <Ortiz> ', 'en')).toBe('Daniel Ortiz Inglés');
  });

  it.each([
    ['Footer Inglés', 'google', 'Footer Inglés - google'],
    ['Contacto Español', 'tiktok/cpc', 'Contacto Español - tiktokcpc'],
    ['Contacto Español', '  ', 'Contacto Español'],
    ['Contacto Español', null, 'Contacto Español'],
    ['Contacto Español', undefined, 'Contacto Español'],
    ['Contacto Español', '🎉', 'Contacto Español'],
    ['Contacto Español!', 'face-book <x>', 'Contacto Español - facebook x'],
    ['Landing Parole Inglés', 'Campaña Ñandú', 'Landing Parole Inglés - Campaña Ñandú'],
  ])('When %p gets the source %p, then the seccion is %p', (label, source, expected) => {
    expect(withSource(label, source)).toBe(expected);
  });

  it('When a seccion with its source is sanitized, then the separator survives', () => {
    expect(sanitizeSeccion('Footer Inglés - google ads!')).toBe('Footer Inglés - google ads');
    expect(sanitizeSeccion('Footer Inglés - ')).toBe('Footer Inglés');
  });

  it.each([
    [undefined, 'Youtube Landing'],
    [null, 'Youtube Landing'],
    ['', 'Youtube Landing'],
    ['video-k1', 'Youtube Landing videok1'],
    ['Parole 2025', 'Youtube Landing Parole 2025'],
  ])('When the video landing has ?seccion=%p, then the label is %p', (param, expected) => {
    expect(youtubeLandingLabel(param)).toBe(expected);
  });

  it.each([
    ['Footer Español', 'es'],
    ['Footer Inglés', 'en'],
    ['Contacto Inglés - google', 'en'],
    ['Ana Herrera Español - tiktok', 'es'],
    ['Youtube Landing', null],
    ['Tik Tok Ads - Español', null],
    ['Referidos', null],
    ['Social Media', null],
    ['', null],
  ])('When reading the language of %p, then it is %p', (label, expected) => {
    expect(localeOfSeccion(label)).toBe(expected);
  });
});
