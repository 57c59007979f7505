import fc from 'fast-check';

/**
 * Random multipart/form-data bodies as real and broken clients send them (the cases the
 * hand-written parser was once checked against busboy with): any boundary RFC 2046 allows, header
 * names in any case, quoted or bare parameters, folded headers, files, parts without a name or a
 * disposition, other charsets, values full of CR, LF, dashes and near-boundaries, a preamble and an
 * epilogue; and the same bodies cut, with bytes dropped, inserted or flipped, or a line end broken.
 */

const BOUNDARIES = [
  'b',
  '----WebKitFormBoundary7MA4YWxkTrZu0gW',
  "a'()+_,-./:=?z",
  '--',
  'B'.repeat(70),
];
const EXTRA_NAMES = [
  'a',
  'José',
  '名前',
  'x y',
  'q"uote',
  'back\\slash',
  '__proto__',
  'ñ'.repeat(40),
];

/** A value that never holds a whole delimiter, but every near miss of one. */
const valueOf = (boundary: string) =>
  fc
    .array(
      fc.constantFrom(
        'a',
        ' ',
        'é',
        'ñ',
        '😀',
        '\r',
        '\n',
        '\r\n',
        '-',
        '--',
        '"',
        boundary,
        `--${boundary}`,
        `-${boundary}`,
        `\r\n-${boundary}`,
        `\r\n--${boundary.slice(0, -1)}`,
      ),
      { maxLength: 12 },
    )
    .map((pieces) => pieces.join(''))
    .filter((value) => !`\r\n${value}\r\n`.includes(`\r\n--${boundary}`));

/** A parameter as a token or a quoted-string. */
const param = (value: string, bare: boolean) =>
  bare && /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(value)
    ? value
    : `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

type TPart = { headers: readonly string[]; value: Buffer };

const fieldPart = (name: string, value: string, style: { bare: boolean; casing: string }) => ({
  headers: [`${style.casing}: form-data; name=${param(name, style.bare)}`],
  value: Buffer.from(value),
});

const casing = fc.constantFrom('Content-Disposition', 'content-disposition', 'CONTENT-DISPOSITION');

/** A part the lead endpoint ignores: a file, an unnamed part, an unknown field, a latin1 field. */
const extraPart = (boundary: string): fc.Arbitrary<TPart> =>
  fc.oneof(
    fc
      .record({
        name: fc.constantFrom(...EXTRA_NAMES),
        value: valueOf(boundary),
        bare: fc.boolean(),
        casing,
      })
      .map(({ name, value, bare, casing: c }) => fieldPart(name, value, { bare, casing: c })),
    valueOf(boundary).map((value) => ({
      headers: [
        'Content-Disposition: form-data; name="cv"; filename="a.txt"',
        'Content-Type: text/plain',
      ],
      value: Buffer.from(value),
    })),
    valueOf(boundary).map((value) => ({
      headers: [
        'Content-Disposition: form-data; name="f"',
        'Content-Type: application/octet-stream',
      ],
      value: Buffer.from(value),
    })),
    valueOf(boundary).map((value) => ({
      headers: ['Content-Disposition: form-data'],
      value: Buffer.from(value),
    })),
    valueOf(boundary).map((value) => ({ headers: ['X-Other: 1'], value: Buffer.from(value) })),
    fc.constant({
      headers: [
        'Content-Disposition: form-data;\r\n\tname="folded"',
        'Content-Type: text/plain; charset=ISO-8859-1',
      ],
      value: Buffer.from('Peña', 'latin1'),
    }),
  );

/** A multipart body and its content type. */
export type TMultipartCase = { body: Buffer; contentType: string };

/** Builds the body of `fields` (in order, each a field part) among random extra parts. */
export const multipartLead = (fields: Record<string, string>): fc.Arbitrary<TMultipartCase> =>
  fc.constantFrom(...BOUNDARIES).chain((boundary) =>
    fc
      .record({
        extras: fc.array(extraPart(boundary), { maxLength: 6 }),
        at: fc.array(fc.nat(), { maxLength: 6 }),
        style: fc.record({ bare: fc.boolean(), casing }),
        preamble: fc.option(valueOf(boundary), { nil: undefined }),
        epilogue: fc.option(valueOf(boundary), { nil: undefined }),
        quoted: fc.boolean(),
      })
      .map(({ extras, at, style, preamble, epilogue, quoted }) => {
        const parts: TPart[] = Object.entries(fields).map(([name, value]) =>
          fieldPart(name, value, style),
        );
        extras.forEach((extra, i) => parts.splice((at[i] ?? 0) % (parts.length + 1), 0, extra));
        const pieces: Buffer[] = [];
        if (preamble !== undefined) pieces.push(Buffer.from(`${preamble}\r\n`));
        for (const part of parts) {
          pieces.push(
            Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`),
            part.value,
            Buffer.from('\r\n'),
          );
        }
        pieces.push(Buffer.from(`--${boundary}--`));
        if (epilogue !== undefined) pieces.push(Buffer.from(`\r\n${epilogue}`));
        const bare = /^[A-Za-z0-9'+_.-]+$/.test(boundary) && !quoted;
        return {
          body: Buffer.concat(pieces),
          contentType: `multipart/form-data; boundary=${bare ? boundary : `"${boundary}"`}`,
        };
      }),
  );

/** One way of breaking a body: cut it, drop, insert or flip bytes, or break a line end. */
export const corrupted = (valid: TMultipartCase): fc.Arbitrary<TMultipartCase> =>
  fc
    .record({
      kind: fc.integer({ min: 0, max: 4 }),
      at: fc.nat({ max: Math.max(0, valid.body.length - 1) }),
      length: fc.integer({ min: 1, max: 3 }),
      byte: fc.integer({ min: 0, max: 255 }),
      insert: fc.constantFrom('\r', '\n', '-', ' ', 'x', '\r\n', '"'),
    })
    .map(({ kind, at, length, byte, insert }) => {
      const { body } = valid;
      const broken = [
        () => body.subarray(0, at),
        () => Buffer.concat([body.subarray(0, at), body.subarray(at + length)]),
        () => Buffer.concat([body.subarray(0, at), Buffer.from(insert), body.subarray(at)]),
        () => Buffer.concat([body.subarray(0, at), Buffer.from([byte]), body.subarray(at + 1)]),
        () => {
          const crlf = body.indexOf('\r\n', at);
          return crlf === -1
            ? body
            : Buffer.concat([body.subarray(0, crlf), body.subarray(crlf + length)]);
        },
      ][kind]!;
      return { ...valid, body: broken() };
    });
