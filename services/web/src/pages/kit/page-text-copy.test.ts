import { formatLongDate } from '../../lib/format-date';
import { PAGE_TEXT_COPY } from './page-text-copy';

describe('PAGE_TEXT_COPY', () => {
  it('When a legal page is dated 2026-11-24, then each language reads its own long date', () => {
    const line = (locale: 'en' | 'es') =>
      `${PAGE_TEXT_COPY[locale].lastUpdated} ${formatLongDate('2026-11-24', locale)}`;
    expect(line('en')).toBe('Last updated: November 24, 2026');
    expect(line('es')).toBe('Última actualización: 24 de noviembre de 2026');
  });
});
