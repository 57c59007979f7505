/** The part of bullmq's PostgreSQL backend the events' scrub uses: its pool, on its own schema. */
export type TSqlQueueBackend = { query(text: string, params: unknown[]): Promise<unknown> };

/**
 * Deletes the events of the embedded (PostgreSQL) queue backend about these jobs: its `event` table,
 * reached through the backend's own pool (its `search_path` names the backend's schema).
 */
export async function deleteJobEvents(
  backend: TSqlQueueBackend,
  queueName: string,
  jobIds: string[],
): Promise<void> {
  await backend.query(`DELETE FROM event WHERE queue = $1 AND data ->> 'jobId' = ANY($2::text[])`, [
    queueName,
    jobIds,
  ]);
}
