import { AppError } from '@firm/shared/server/app-error';
import { searchWords, tsqueryTerms } from './search-terms';

describe('searchWords', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['   \t ', []],
    ['VISA U', ['visa', 'u']],
    ['Petición', ['petición']],
    ['  visa,   t!  ', ['visa', 't']],
    ['K-1', ['k1']],
    ['formulario I-130', ['formulario', 'i130']],
    ["<script>alert('x')</script>", ['script', 'alert', 'x', 'script']],
    ['a & b | !c', ['a', 'b', 'c']],
    ['niño:* <-> ñandú', ['niño', 'ñandú']],
  ])('When the query is %p, then the words are %p', (query, words) => {
    expect(searchWords(query)).toEqual(words);
  });

  it('When the query has more than 8 words, then only the first 8 are used', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('When the query is exactly 200 characters, then it is accepted', () => {
    expect(searchWords('a'.repeat(200))).toHaveLength(1);
  });

  it('When the query is longer than 200 characters, then it is a bad request', () => {
    expect(() => searchWords('a'.repeat(201))).toThrow(AppError);
    try {
      searchWords('a'.repeat(201));
    } catch (error) {
      expect((error as AppError).status).toBe(400);
    }
  });

  it('When the query is repeated in the URL (an array), then it is a bad request', () => {
    expect(() => searchWords(['a', 'b'])).toThrow(/single text value/);
  });
});

describe('tsqueryTerms', () => {
  it('When there are several words, then only the last is a prefix', () => {
    expect(tsqueryTerms(['visa', 'u'])).toEqual(['visa', 'u:*']);
  });

  it('When there are no words, then there are no terms', () => {
    expect(tsqueryTerms([])).toEqual([]);
  });
});
