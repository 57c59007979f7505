import type { Request } from 'express';
import express from 'express';
import fc from 'fast-check';
import { pageEncoding } from './accept-encoding';

/** What Express answered before the page cache read the header itself. */
function expressChoice(header: string | undefined): string {
  const req = Object.setPrototypeOf(
    { headers: header === undefined ? {} : { 'accept-encoding': header } },
    express.request,
  ) as Request;
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

describe('pageEncoding', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br, gzip', 'br'],
    ['BR', 'br'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate, zstd', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.1, identity;q=0.5', 'identity'],
    ['identity;q=0', 'identity'],
    ['identity;q=0, *;q=0', 'identity'],
    ['*, br;q=0', 'gzip'],
    ['br;Q=0, gzip', 'gzip'],
    ['br;q="0", gzip', 'gzip'],
    ['br ; q = 0 , gzip', 'gzip'],
    ['', 'identity'],
  ])('When the browser sends "%s", then the %s copy is sent', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });

  it('When the header is missing, then the identity copy is sent', () => {
    expect(pageEncoding(undefined)).toBe('identity');
  });

  it('When Chrome sends "gzip, deflate, br, zstd", then the coding named first wins the tie, as Express chose', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe(expressChoice('gzip, deflate, br, zstd'));
  });

  it('When any header is sent, then the choice is the one Express made', () => {
    const piece = fc.constantFrom(
      'br',
      'gzip',
      'GZip',
      'identity',
      '*',
      'deflate',
      'zstd',
      ',',
      ', ',
      ';',
      ' ',
      '\t',
      '=',
      '"',
      '\\',
      'q',
      'Q',
      'q=',
      ';q=0',
      ';q=1',
      ';q=0.5',
      ';q=0.8',
      ';q=0.001',
      ';q=',
      ';q="0.2"',
      ';q=abc',
      ';q=2',
      ';q=-1',
      ';level=1',
      'x',
      '0',
      '.5',
      'W/',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const header = pieces.join('');
        expect(pageEncoding(header)).toBe(expressChoice(header));
      }),
      { numRuns: 5000 },
    );
  });
});
