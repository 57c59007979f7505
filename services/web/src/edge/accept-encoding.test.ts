import type { Request } from 'express';
import express from 'express';
import fc from 'fast-check';
import { pageEncoding } from './accept-encoding';

// negotiator as Express reads the header (accepts), asked with the compression middleware's preferred
// codings; it ships no type declarations
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Negotiator = require('negotiator') as new (req: { headers: Record<string, string> }) => {
  encodings(available: string[], options: { preferred: string[] }): string[];
};

/** negotiator's choice among the cache's copies (identity when it refuses all three). */
function negotiated(header: string | undefined): string {
  const headers: Record<string, string> = header === undefined ? {} : { 'accept-encoding': header };
  const [first] = new Negotiator({ headers }).encodings(['br', 'gzip', 'identity'], {
    preferred: ['br', 'gzip'],
  });
  return first === 'br' || first === 'gzip' ? first : 'identity';
}

/** What Express's req.acceptsEncodings chose before (no preference: the coding named first won a tie). */
function expressChoice(header: string): string {
  const req = Object.setPrototypeOf(
    { headers: { 'accept-encoding': header } },
    express.request,
  ) as Request;
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

// what a header is made of, well-formed or not
const PIECES = [
  ...['br', 'gzip', 'GZip', 'identity', '*', 'deflate', 'x', '0', '.5', 'q', 'Q'],
  ...[',', ', ', ';', ' ', '\t', '=', '"', '\\', 'q='],
  ...[';q=0', ';q=1', ';q=0.5', ';q=', ';q="0.2"', ';q=abc', ';q=2', ';q=-1', ';level=1'],
];

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
    ['gzip, *', 'br'],
    ['identity, br', 'br'],
    ['gzip;q=1, br;q=0.9', 'gzip'],
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

  it('When Chrome sends "gzip, deflate, br, zstd", then brotli is sent, where Express chose gzip (named first)', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(expressChoice('gzip, deflate, br, zstd')).toBe('gzip');
  });

  it("When any list of codings and weights is sent, then the choice is negotiator's with brotli, then gzip, preferred", () => {
    const coding = fc.constantFrom('br', 'BR', 'gzip', 'GZip', 'identity', '*', 'deflate', '');
    const weight = fc.constantFrom('', ';q=0', ';q=1', ';q=0.5', ';q=0.8', ';q=0.001', ';q="0.5"');
    const element = fc.tuple(coding, weight).map(([name, q]) => name + q);
    fc.assert(
      fc.property(fc.array(element, { maxLength: 6 }), (elements) => {
        const header = elements.join(', ');
        expect(pageEncoding(header)).toBe(negotiated(header));
      }),
      { numRuns: 3000 },
    );
  });

  it("When any string of header pieces is sent, then the choice is negotiator's too", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }), (pieces) => {
        const header = pieces.join('');
        expect(pageEncoding(header)).toBe(negotiated(header));
      }),
      { numRuns: 3000 },
    );
  });
});
