import { jobsForLead, jobsForOutboxMessage, OUTBOX_EVENTS } from './outbox-events';
import { LEAD_JOB_ATTEMPTS } from './queue-names';

describe('jobsForOutboxMessage', () => {
  it('When a lead is accepted, then its notification job is published with an id derived from the lead', () => {
    const jobs = jobsForOutboxMessage({ id: 7, event: OUTBOX_EVENTS.leadAccepted, subjectId: 42 });
    expect(jobs.map((job) => [job.name, job.data, job.opts.jobId])).toEqual([
      ['notify-intake', { leadId: 42 }, 'lead-42-notify'],
    ]);
    expect(jobs.every((job) => job.opts.attempts === LEAD_JOB_ATTEMPTS)).toBe(true);
  });

  it('When a lead is to be acknowledged, then its acknowledgment job is published with an id derived from the lead', () => {
    const jobs = jobsForOutboxMessage({
      id: 7,
      event: OUTBOX_EVENTS.leadAcknowledge,
      subjectId: 42,
    });
    expect(jobs.map((job) => [job.name, job.data, job.opts.jobId])).toEqual([
      ['acknowledge-lead', { leadId: 42 }, 'lead-42-ack'],
    ]);
  });

  it('When a referral batch is accepted, then one fan-out job is published', () => {
    const jobs = jobsForOutboxMessage({
      id: 8,
      event: OUTBOX_EVENTS.referralBatchAccepted,
      subjectId: 5,
    });
    expect(jobs.map((job) => [job.name, job.data, job.opts.jobId])).toEqual([
      ['fan-out-referral-batch', { batchId: 5 }, 'referral-batch-5'],
    ]);
  });

  it('When the same row is published twice, then the job ids are the same (BullMQ deduplicates)', () => {
    const message = { id: 9, event: OUTBOX_EVENTS.leadAccepted, subjectId: 3 };
    expect(jobsForOutboxMessage(message).map((j) => j.opts.jobId)).toEqual(
      jobsForOutboxMessage(message).map((j) => j.opts.jobId),
    );
  });

  it('When job ids are built, then none contains ":" nor is an integer (BullMQ forbids both)', () => {
    for (const job of [
      ...jobsForLead(1),
      ...jobsForOutboxMessage({ id: 1, event: OUTBOX_EVENTS.referralBatchAccepted, subjectId: 1 }),
    ]) {
      expect(job.opts.jobId).not.toContain(':');
      expect(Number.isInteger(Number(job.opts.jobId))).toBe(false);
    }
  });

  it('When the event is unknown, then it throws instead of dropping the row', () => {
    expect(() => jobsForOutboxMessage({ id: 1, event: 'lead-deleted', subjectId: 1 })).toThrow(
      /Unknown outbox event/,
    );
  });

  it('When the subject id is not a positive integer, then the payload is rejected', () => {
    expect(() => jobsForLead(0)).toThrow();
  });
});
