import { z } from 'zod';

/**
 * What a service answers when a request fails (`400`, `404`, `503`, ...): never a stack trace.
 * Some errors add fields (a `422` adds the failing `errors`).
 */
export const ZErrorAnswerSchema = z.object({ status: z.literal('error'), message: z.string() });
export type TErrorAnswer = z.infer<typeof ZErrorAnswerSchema>;

/**
 * The `429` of a rate limit: the message says the wait in words, `retryAfterSeconds` (also the
 * `Retry-After` header) is the exact wait until the limit resets.
 */
export const ZRateLimitedAnswerSchema = ZErrorAnswerSchema.extend({
  retryAfterSeconds: z.number().int().positive(),
});
export type TRateLimitedAnswer = z.infer<typeof ZRateLimitedAnswerSchema>;
