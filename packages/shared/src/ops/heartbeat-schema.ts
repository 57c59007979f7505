import { z } from 'zod';
import { OPS_SERVICES } from './ops-status';

/** A heartbeat as the web edge posts it to leads-api (`EDGE_HEARTBEAT_PATH`). */
export const ZHeartbeatSchema = z.object({
  service: z.enum(OPS_SERVICES),
  instance: z.string().min(1).max(100),
  version: z.string().max(100),
  startedAt: z.iso.datetime(),
  requests5m: z.number().int().nonnegative(),
  errors5m: z.number().int().nonnegative(),
});
export type THeartbeatBody = z.infer<typeof ZHeartbeatSchema>;
