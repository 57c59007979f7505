import { z } from 'zod';
import { defineJob } from './define-job';
import { ZTraceparentSchema } from './traceparent';

/** The queue of the content studio's scheduled publications (content-api produces and runs it). */
export const CONTENT_QUEUE_NAME = 'content-publishing';

/**
 * Publish one language of a studio document at its scheduled time. The payload names the schedule,
 * not the text: the handler reads the state and publishes only when that schedule is still the one
 * set, so a job of a cancelled or replaced schedule (or run twice) does nothing.
 */
export const publishScheduledJob = defineJob({
  name: 'publish-scheduled',
  schema: z.object({
    /** The trace of the request that scheduled it (tracing on). */
    traceparent: ZTraceparentSchema,
    kind: z.string().regex(/^[a-z][a-z-]*$/),
    key: z.string().min(1),
    lang: z.enum(['es', 'en']),
    scheduleId: z.uuid(),
  }),
  jobId: (payload) => `publish-${payload.scheduleId}`,
});
