import { z } from 'zod';

/**
 * What a service answers when a request fails (`400`, `404`, `503`, ...): never a stack trace.
 * Some errors add fields (a `422` adds the failing `errors`).
 */
export const ZErrorAnswerSchema = z.object({ status: z.literal('error'), message: z.string() });
export type TErrorAnswer = z.infer<typeof ZErrorAnswerSchema>;
