import { ALIASES, canonicalRedirect } from './canonical-redirect';
import { matchRoute } from './route-map';

describe('canonical redirects', () => {
  it.each([
    ['/contacto/', '/contacto'],
    ['/gracias/', '/gracias'],
    ['/en/', '/en'],
    ['/en/contact/', '/en/contact'],
    ['/en/humanitarian-visa/', '/en/humanitarian-visa'],
    ['/en/humanitarian-visa/vawa-visa/', '/en/humanitarian-visa/vawa-visa'],
    ['/visa-humanitaria/', '/visa-humanitaria'],
    ['/visa-humanitaria/visa-t/', '/visa-humanitaria/visa-t'],
    ['/es', '/'],
    ['/es/', '/'],
    ['/es/contacto', '/contacto'],
    ['/es/contacto/', '/contacto'],
    ['/visa-vawa', '/visa-humanitaria/visa-vawa'],
    ['/visa-t', '/visa-humanitaria/visa-t'],
    ['/visa-u', '/visa-humanitaria/visa-u'],
    ['/visa-u/', '/visa-humanitaria/visa-u'],
    ['/contacto//', '/contacto'],
    ['/blog//x', '/blog/x'],
  ])('When the path is %s, then it redirects to %s', (from, to) => {
    expect(canonicalRedirect(from)).toBe(to);
  });

  it.each(['/', '/en', '/contacto', '/en/contact', '/unknown', '/blog/x', '/espanol', '/en/es'])(
    'When the path %s is canonical, then there is no redirect',
    (path) => {
      expect(canonicalRedirect(path)).toBeNull();
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/',
    '/\\evil.example',
    '\\\\evil.example/',
    '///evil.example//x/',
  ])(
    'When the path %p would look like another host, then the redirect stays on the site',
    (path) => {
      const target = canonicalRedirect(path);
      expect(target).not.toBeNull();
      expect(target!.startsWith('/')).toBe(true);
      expect(target!.startsWith('//')).toBe(false);
      expect(target!.startsWith('/\\')).toBe(false);
    },
  );

  it('When following any alias, then it lands on a known Spanish page', () => {
    for (const target of Object.values(ALIASES)) expect(matchRoute(target)?.locale).toBe('es');
  });
});
