import type { z } from 'zod';
import { currentTraceparent } from '../server/trace-context';
import { LEAD_JOB_OPTIONS } from './queue-names';

/** A job's definition: its name, the zod schema of its payload (ids only) and its deterministic job id. */
export type TJobDefinition<S extends z.ZodType> = {
  name: string;
  schema: S;
  /** The BullMQ job id for a payload: adding the same payload twice creates one job. */
  jobId: (payload: z.infer<S>) => string;
};

/** What a producer hands to `queue.add`/`addBulk`. */
export type TJobRequest = {
  name: string;
  data: unknown;
  /** `lifo`: at the head of the queue (the sweeper's re-drive of a dead holder's lead). */
  opts: typeof LEAD_JOB_OPTIONS & { jobId: string; delay?: number; lifo?: boolean };
};

/** Declares a job definition. BullMQ job ids must not be integers nor contain ':'. */
export function defineJob<S extends z.ZodType>(definition: TJobDefinition<S>): TJobDefinition<S> {
  return definition;
}

/**
 * Builds the add-request of a job: validates the payload and derives its job id. With tracing on,
 * the payload carries the active span's `traceparent` (the job joins the lead's trace).
 * @throws ZodError when the payload does not match the definition
 */
export function jobRequest<S extends z.ZodType>(
  definition: TJobDefinition<S>,
  payload: z.input<S>,
): TJobRequest {
  const traceparent = currentTraceparent();
  const data = definition.schema.parse(
    traceparent ? { ...(payload as object), traceparent } : payload,
  );
  return {
    name: definition.name,
    data,
    opts: { ...LEAD_JOB_OPTIONS, jobId: definition.jobId(data) },
  };
}
