import { changedPaths } from './document-diff';

describe('changedPaths', () => {
  it('When a nested text and a list change, then their paths are listed in order', () => {
    const before = { featured: false, index: [{ anchor: 'a' }], es: { titulo: 'A', url: 'a' } };
    const after = { featured: false, index: [{ anchor: 'b' }], es: { titulo: 'B', url: 'a' } };
    expect(changedPaths(before, after)).toEqual(['es.titulo', 'index']);
  });

  it('When nothing changes (keys in another order, also inside lists), then no path is listed', () => {
    expect(changedPaths({ a: 1, b: { c: 'x' } }, { b: { c: 'x' }, a: 1 })).toEqual([]);
    const stored = { index: [{ en: 'B', es: 'A', anchor: 'a' }] };
    expect(changedPaths({ index: [{ es: 'A', en: 'B', anchor: 'a' }] }, stored)).toEqual([]);
  });

  it('When a field appears or disappears, then it is listed', () => {
    expect(changedPaths({ a: 1 }, { a: 1, b: 2 })).toEqual(['b']);
    expect(changedPaths({ blocks: { intro: 'x', old: 'y' } }, { blocks: { intro: 'x' } })).toEqual([
      'blocks.old',
    ]);
  });
});
