import { fieldLabel, studioMessage } from './studio-messages';

describe('studio messages', () => {
  it('When a field path is named, then it reads as the editor sees the field, in their language', () => {
    expect(fieldLabel('es', 'es.titulo')).toBe('Título (español)');
    expect(fieldLabel('en', 'en.main_media_text')).toBe('Image alt text (English)');
    expect(fieldLabel('es', 'index.1.anchor')).toBe('Índice, entrada 2, ancla');
    expect(fieldLabel('en', 'index.0.es')).toBe('Index, entry 1, Spanish');
    expect(fieldLabel('es', 'en.blocks.how-it-works')).toBe('Bloque how-it-works (inglés)');
    expect(fieldLabel('en', 'something_new')).toBe('something_new');
  });

  it('When a message has placeholders, then they are filled, and a heading anchor keeps its braces', () => {
    expect(
      studioMessage('es', 'anchorMissing', { field: 'Índice', lang: 'inglés', anchor: 'plazo' }),
    ).toBe(
      'Índice: el texto en inglés no tiene un encabezado con el ancla plazo; termine el encabezado con {#plazo}.',
    );
    expect(studioMessage('en', 'mediaTooLarge', { max: 15, kind: 'an image' })).toBe(
      'The file is over 15 MB, the most for an image.',
    );
  });
});
