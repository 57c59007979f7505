import type { Queue } from 'bullmq';
import { deleteJobEvents, type TSqlQueueBackend } from './queue-events.repository';

/** The states of jobs an erasure removes (an active job is left to finish: it reads an erased lead). */
const REMOVABLE = ['completed', 'failed', 'wait', 'delayed', 'prioritized'] as const;

function leadIdOf(data: unknown): number | null {
  const value = (data as { leadId?: unknown } | null)?.leadId;
  return typeof value === 'number' ? value : null;
}

/** The part of ioredis the events' scrub uses. */
type TStreamClient = {
  xrange(key: string, start: string, end: string): Promise<[string, string[]][]>;
  xdel(key: string, ...ids: string[]): Promise<number>;
};

/** Deletes the entries of the Redis event stream about these jobs. */
async function scrubStream(queue: Queue, client: TStreamClient, jobIds: Set<string>) {
  const key = queue.keys.events;
  if (!key) return;
  const entries = await client.xrange(key, '-', '+');
  const about = entries
    .filter(([, fields]) => {
      const at = fields.indexOf('jobId');
      return at >= 0 && at % 2 === 0 && jobIds.has(fields[at + 1] ?? '');
    })
    .map(([id]) => id);
  if (about.length) await client.xdel(key, ...about);
}

/**
 * Deletes the queue's events about these jobs (a `failed` event repeats the job's error): on Redis the
 * entries of its event stream, on the PostgreSQL backend the rows of its `event` table (the backend's
 * own schema, reached through its own pool: its `search_path` names the schema).
 */
async function scrubEvents(queue: Queue, jobIds: Set<string>): Promise<void> {
  if (!jobIds.size) return;
  const backend = queue.getBackend() as unknown as {
    client?: Promise<TStreamClient>;
    query?: TSqlQueueBackend['query'];
  };
  if ('client' in backend && backend.client) {
    await scrubStream(queue, await backend.client, jobIds);
    return;
  }
  if (typeof backend.query === 'function')
    await deleteJobEvents(backend as TSqlQueueBackend, queue.name, [...jobIds]);
}

/**
 * Removes the queue's jobs of erased leads, on either backend, and their events (issue 31 §3). Jobs
 * carry ids only, but a failed job keeps its error and stack (a mail server's refusal may name the
 * address) and a waiting one would work on a lead with nothing left to send. True when every queue
 * answered.
 */
export async function removeLeadJobs(queues: Queue[], leadIds: number[]): Promise<boolean> {
  const erased = new Set(leadIds);
  let complete = true;
  for (const queue of queues) {
    try {
      const jobs = await queue.getJobs([...REMOVABLE], 0, -1);
      const removed = new Set<string>();
      for (const job of jobs) {
        const leadId = leadIdOf(job?.data);
        if (!job?.id || leadId === null || !erased.has(leadId)) continue;
        await queue.remove(job.id);
        removed.add(job.id);
      }
      await scrubEvents(queue, removed);
    } catch {
      complete = false;
    }
  }
  return complete;
}
