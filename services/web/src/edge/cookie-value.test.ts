import type { Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import fc from 'fast-check';
import { cookieValue } from './cookie-value';

/** What cookie-parser gave the attribution middleware before the header was read for one cookie. */
function parserValue(header: string): unknown {
  const req = { headers: { cookie: header } } as unknown as Request & { cookies?: object };
  cookieParser()(req, {} as Response, () => undefined);
  return (req.cookies as Record<string, unknown> | undefined)?.firm_attr;
}

describe('cookieValue', () => {
  it.each([
    ['firm_attr=abc', 'abc'],
    ['a=1; firm_attr=abc; b=2', 'abc'],
    ['firm_attr=first; firm_attr=second', 'first'],
    ['  firm_attr  =  abc  ;b=2', 'abc'],
    ['firm_attr="abc"', 'abc'],
    ['firm_attr="', ''],
    ['firm_attr=', ''],
    ['firm_attr=a%20b', 'a b'],
    ['firm_attr=100%', '100%'],
    ['firm_attr=a=b', 'a=b'],
    ['xfirm_attr=abc', undefined],
    ['firm_attrx=abc', undefined],
    ['firm_attr; other=1', undefined],
    ['junk; firm_attr=abc', 'abc'],
    ['a=1;;firm_attr=abc', 'abc'],
    ['', undefined],
    ['=', undefined],
  ])('When the Cookie header is %j, then firm_attr is %j', (header, expected) => {
    expect(cookieValue(header, 'firm_attr')).toBe(expected);
  });

  it('When there is no Cookie header, then there is no value', () => {
    expect(cookieValue(undefined, 'firm_attr')).toBeUndefined();
  });

  // cookie-parser also turns values starting with 'j:' into JSON; the site never writes one ('j' left out)
  it('When any Cookie header is sent, then the value is the one cookie-parser read', () => {
    const piece = fc.constantFrom(
      'firm_attr',
      'firm_att',
      'r',
      'a',
      '=',
      ';',
      '; ',
      ' ',
      '\t',
      '"',
      '%',
      '%20',
      '%zz',
      'e30',
      '-_',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const header = pieces.join('');
        expect(cookieValue(header, 'firm_attr')).toBe(parserValue(header));
      }),
      { numRuns: 5000 },
    );
  });
});
