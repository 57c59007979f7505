import type { z } from 'zod';

/**
 * Parses a content answer with its shared schema (`@firm/shared/content/...`): fails naming the
 * first field that differs, and when the answer carries a field the schema does not describe.
 * @returns the parsed answer
 */
export function parseWire<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}
