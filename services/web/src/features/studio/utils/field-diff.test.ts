import { documentDiff, fieldTexts, shortenSame } from './field-diff';

const post = (titulo: string, markdown: string, featured = false) => ({
  featured,
  index: [{ es: 'Plazo', en: 'Deadline', anchor: 'plazo' }],
  es: { titulo, markdown },
});

describe('documentDiff', () => {
  it('When a revision and the current text differ in two fields, then only those fields are listed, in the editor’s order', () => {
    const diff = documentDiff(
      post('Antes', 'Uno\nDos\nTres'),
      post('Después', 'Uno\nDos y medio\nTres', true),
      ['es.titulo', 'es.markdown'],
    );
    expect(diff.map((field) => field.path)).toEqual(['es.titulo', 'es.markdown', 'featured']);
    expect(diff[1]!.parts).toEqual([
      { kind: 'same', text: 'Uno\n' },
      { kind: 'removed', text: 'Dos\n' },
      { kind: 'added', text: 'Dos y medio\n' },
      { kind: 'same', text: 'Tres\n' },
    ]);
    expect(diff[2]!.parts).toEqual([
      { kind: 'removed', text: 'false\n' },
      { kind: 'added', text: 'true\n' },
    ]);
  });

  it('When the documents are the same, then there is no difference, and a list is one entry a line', () => {
    expect(documentDiff(post('A', 'B'), post('A', 'B'))).toEqual([]);
    expect(fieldTexts(post('A', 'B')).get('index')).toBe(
      '{"anchor":"plazo","en":"Deadline","es":"Plazo"}',
    );
    // jsonb gives an object's keys in its own order: not a difference
    const reordered = {
      ...post('A', 'B'),
      index: [{ anchor: 'plazo', en: 'Deadline', es: 'Plazo' }],
    };
    expect(documentDiff(post('A', 'B'), reordered)).toEqual([]);
  });
});

describe('shortenSame', () => {
  it('When an unchanged run between two changes is long, then its first and last two lines stay and the rest is counted', () => {
    const text = ['1', '2', '3', '4', '5', '6', '7'].join('\n') + '\n';
    expect(shortenSame(text, false, false)).toEqual({ head: '1\n2', skipped: 3, tail: '6\n7' });
    expect(shortenSame(text, true, false)).toEqual({ head: '', skipped: 5, tail: '6\n7' });
    expect(shortenSame('1\n2\n', false, false)).toEqual({ head: '1\n2', skipped: 0, tail: '' });
  });
});
