import { matchRoute } from '@firm/shared/routes/route-map';
import type { TRouteMatch } from '@firm/shared/routes/route-map';
import { footerPlacement, pageFormPlacement } from './form-placement';

function at(path: string): TRouteMatch {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match;
}

describe('pageFormPlacement', () => {
  it.each([
    ['/servicios', 'visa-es', 'Servicios Español'],
    ['/en/services', 'visa-en', 'Servicios Inglés'],
    ['/servicios/abogado-de-inmigracion', 'visa-es', 'Inmigración Español'],
    ['/abogados', 'visa-es', 'Abogados Español'],
    ['/nosotros', 'visa-es', 'Nosotros Español'],
    ['/en/about-us', 'visa-en', 'Nosotros Inglés'],
    ['/en/k1-visa', 'visa-en', 'Visa K1 Inglés'],
    ['/blog/un-articulo', 'blog-es', 'Blog Español'],
    ['/en/blog/an-article', 'blog-en', 'Blog Inglés'],
    ['/contacto', 'contact-es', 'Contacto Español'],
    ['/en/contact', 'contact-en', 'Contacto Inglés'],
    ['/formulario/parole', 'parole-es', 'Landing Parole Español'],
    ['/en/form/parole', 'parole-en', 'Landing Parole Inglés'],
    ['/formulario/tiktok', 'short-video-ads', 'Tik Tok Ads'],
    ['/formulario/youtube', 'video-landing', 'Youtube Landing'],
    ['/formulario/referidos', 'referrals', 'Referidos'],
    ['/staff/redes-sociales', 'social-media', 'Social Media'],
  ])('When the page is %s, then the form is %s sending "%s"', (path, variant, seccion) => {
    expect(pageFormPlacement(at(path))).toEqual({ variant, seccion });
  });

  it.each([
    ['/visa-humanitaria', 'visa-es', 'Visa Humanitaria Español'],
    ['/visa-humanitaria/visa-vawa', 'visa-es', 'Visa VAWA Español'],
    ['/visa-humanitaria/visa-t', 'visa-es', 'Visa T Español'],
    ['/visa-humanitaria/visa-u', 'visa-es', 'Visa U Español'],
    ['/en/humanitarian-visa', 'visa-en', 'Visa Humanitaria Inglés'],
    ['/en/humanitarian-visa/vawa-visa', 'visa-en', 'Visa VAWA Inglés'],
    ['/en/humanitarian-visa/t-visa', 'visa-en', 'Visa T Inglés'],
    ['/en/humanitarian-visa/u-visa', 'visa-en', 'Visa U Inglés'],
  ])(
    'When the page is the humanitarian visa page %s, then the form is %s sending "%s" and asks the safety questions',
    (path, variant, seccion) => {
      expect(pageFormPlacement(at(path))).toEqual({ variant, seccion, safetyQuestions: true });
    },
  );

  it('When the video landing address has ?seccion=, then the label carries its value', () => {
    expect(
      pageFormPlacement(at('/formulario/youtube'), { search: '?seccion=Canal%20Uno' }),
    ).toEqual({
      variant: 'video-landing',
      seccion: 'Youtube Landing Canal Uno',
    });
  });

  it("When an attorney profile names the attorney, then the label is '{name} Español'", () => {
    expect(
      pageFormPlacement(at('/abogados/ana-herrera'), { attorneyName: 'Ana Herrera' })?.seccion,
    ).toBe('Ana Herrera Español');
  });

  it('When the attorney name is not given, then it is read from the address', () => {
    expect(pageFormPlacement(at('/en/attorneys/daniel-ortiz'))?.seccion).toBe(
      'Daniel Ortiz Inglés',
    );
  });

  it('When a page has no form of its own, then there is no placement', () => {
    expect(pageFormPlacement(at('/'))).toBeNull();
    expect(pageFormPlacement(at('/gracias'))).toBeNull();
  });
});

describe('footerPlacement', () => {
  it('When the page is English, then the footer form sends Footer Inglés', () => {
    expect(footerPlacement('en')).toEqual({ variant: 'footer-en', seccion: 'Footer Inglés' });
    expect(footerPlacement('es')).toEqual({ variant: 'footer-es', seccion: 'Footer Español' });
  });
});
