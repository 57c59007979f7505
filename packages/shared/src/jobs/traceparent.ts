import { z } from 'zod';

/**
 * The W3C `traceparent` of the span that created a job (an id, never personal data), so that the
 * worker's spans join the lead's trace. Absent when tracing is off. Every job payload has it.
 */
export const ZTraceparentSchema = z
  .string()
  .regex(/^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/)
  .optional();
