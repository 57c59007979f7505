import { matchesEtag } from './etag-match';

const ETAG = '"eScuCVDf3zph8KO_qOzBwPrHR6-"';

describe('matchesEtag', () => {
  it.each([
    [ETAG, true],
    [`W/${ETAG}`, true],
    [`"other", ${ETAG}`, true],
    [`"other",W/${ETAG} , "third"`, true],
    [`\t${ETAG}\t`, true],
    ['*', true],
    [' * ', true],
    ['"other"', false],
    ['W/"other", "eScuCVDf3zph8KO_qOzBwPrHR6"', false],
    ['eScuCVDf3zph8KO_qOzBwPrHR6-', false],
    [`${ETAG}x`, false],
    [`w/${ETAG}`, false],
    [`W/ ${ETAG}`, false],
    ['**', false],
    [',', false],
    ['', false],
  ])('When If-None-Match is %j, then it matches: %s', (header, expected) => {
    expect(matchesEtag(header, ETAG)).toBe(expected);
  });

  it('When there is no If-None-Match, then nothing matches', () => {
    expect(matchesEtag(undefined, ETAG)).toBe(false);
  });
});
