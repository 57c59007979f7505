import { ACKNOWLEDGE_LEAD_JOB } from '@firm/shared/jobs/acknowledge-lead.job';
import { jobRequest, type TJobRequest } from '@firm/shared/jobs/define-job';
import { NOTIFY_INTAKE_JOB } from '@firm/shared/jobs/notify-intake.job';
import { INTAKE_DELIVERY, type TRedrivenDelivery } from './overdue-leads.repository';

/* The deliveries the sweeper re-drives (delivery-sweeper.ts): their jobs, ids and claims. */

/** Job states in which the lead's notification is still on its way. */
export const LIVE_STATES = new Set([
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
]);

/**
 * The same for a lead whose claim's holder died: its job may still read `active` (the queue
 * notices a dead worker's job only when its lock expires), but the dead claim says it is not.
 */
export const LIVE_STATES_OF_DEAD_HOLDER = new Set([...LIVE_STATES].filter((s) => s !== 'active'));

/** The job id of a lead's n-th re-drive (the queue keeps old ids, so each re-drive has its own). */
export const redriveJobId = (leadId: number, redrive: number) =>
  `lead-${leadId}-notify-redrive-${redrive}`;

/** The job id of a lead's n-th acknowledgment re-drive. */
export const ackRedriveJobId = (leadId: number, redrive: number) =>
  `lead-${leadId}-ack-redrive-${redrive}`;

/** One kind of delivery the sweeper re-drives: its job, its ids, its claim's key, its metric label. */
export type TRedrive = {
  delivery: TRedrivenDelivery;
  label: 'intake_email' | 'acknowledgment';
  jobOf: (leadId: number) => TJobRequest;
  redriveId: (leadId: number, redrive: number) => string;
};

/** The lead's intake e-mail (`notify-intake`). */
export const INTAKE: TRedrive = {
  delivery: INTAKE_DELIVERY,
  label: 'intake_email',
  jobOf: (leadId) => jobRequest(NOTIFY_INTAKE_JOB, { leadId }),
  redriveId: redriveJobId,
};

/** The lead's acknowledgment e-mail (`acknowledge-lead`). */
export const ACKNOWLEDGMENT: TRedrive = {
  delivery: { kind: 'ack_email', target: 'lead' },
  label: 'acknowledgment',
  jobOf: (leadId) => jobRequest(ACKNOWLEDGE_LEAD_JOB, { leadId }),
  redriveId: ackRedriveJobId,
};
