import { mapEmbedUrl, mapLinkUrl } from './embeds';
import { formatLongDate } from './format-date';
import { whatsappUrl } from './whatsapp-url';

describe('links and formats', () => {
  it('When a WhatsApp link is built, then it keeps the digits and encodes the greeting', () => {
    expect(whatsappUrl('+1 915 555 0142', 'Hola, quiero una evaluación gratuita de mi caso.')).toBe(
      'https://wa.me/19155550142?text=Hola%2C%20quiero%20una%20evaluaci%C3%B3n%20gratuita%20de%20mi%20caso.',
    );
  });

  it('When a map is embedded, then it comes from the maps origin the CSP allows', () => {
    expect(mapEmbedUrl('1500 N Mesa St, El Paso, TX')).toBe(
      'https://www.google.com/maps?q=1500+N+Mesa+St%2C+El+Paso%2C+TX&output=embed',
    );
    expect(mapLinkUrl('El Paso')).toBe('https://www.google.com/maps/search/?api=1&query=El+Paso');
  });

  it('When a date is shown, then it uses the long format of the language in UTC', () => {
    expect(formatLongDate('2025-03-14T23:30:00.000Z', 'es')).toBe('14 de marzo de 2025');
    expect(formatLongDate('2025-03-14T23:30:00.000Z', 'en')).toBe('March 14, 2025');
    expect(formatLongDate('not a date', 'en')).toBe('');
  });
});
