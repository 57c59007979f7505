import { formatIndice, htmlIds, missingAnchors, parseIndice } from './indice';

describe('parseIndice', () => {
  it('When the SPEC string has two entries, then each becomes { es, en, anchor }', () => {
    expect(
      parseIndice('Quién califica**Who qualifies**quien-califica;;El plazo**The deadline**plazo'),
    ).toEqual([
      { es: 'Quién califica', en: 'Who qualifies', anchor: 'quien-califica' },
      { es: 'El plazo', en: 'The deadline', anchor: 'plazo' },
    ]);
  });

  it('When entries carry spaces or a trailing separator, then they are trimmed and blanks skipped', () => {
    expect(parseIndice(' Uno ** One ** uno ;;  ;;')).toEqual([
      { es: 'Uno', en: 'One', anchor: 'uno' },
    ]);
  });

  it('When the string is empty, then there are no entries', () => {
    expect(parseIndice('')).toEqual([]);
  });

  it.each(['Solo**Only', 'a**b**c**d', '**b**c', 'a****c'])(
    'When an entry is malformed (%s), then it throws naming it',
    (raw) => {
      expect(() => parseIndice(raw)).toThrow(/Malformed index entry/);
    },
  );
});

describe('formatIndice', () => {
  it('When entries are formatted and parsed again, then they round-trip', () => {
    const entries = [
      { es: '¿Qué es?', en: 'What is it?', anchor: 'que-es' },
      { es: 'Pruebas', en: 'Evidence', anchor: 'pruebas' },
    ];
    expect(formatIndice(entries)).toBe('¿Qué es?**What is it?**que-es;;Pruebas**Evidence**pruebas');
    expect(parseIndice(formatIndice(entries))).toEqual(entries);
  });

  it('When a title contains a separator, then it throws', () => {
    expect(() => formatIndice([{ es: 'a;;b', en: 'x', anchor: 'y' }])).toThrow(/must not contain/);
  });
});

describe('missingAnchors', () => {
  const html = '<h2 id="uno">Uno</h2><p>texto</p><h3 id="dos">Dos</h3>';

  it('When every anchor is a heading id, then none is missing', () => {
    expect(htmlIds(html)).toEqual(new Set(['uno', 'dos']));
    expect(missingAnchors([{ es: 'Uno', en: 'One', anchor: 'uno' }], html)).toEqual([]);
  });

  it('When an anchor has no element, then it is reported', () => {
    expect(missingAnchors([{ es: 'Tres', en: 'Three', anchor: 'tres' }], html)).toEqual(['tres']);
  });
});
