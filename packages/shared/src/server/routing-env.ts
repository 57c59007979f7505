/**
 * The environment's notification routing (the worker applies it; leads-api shows it to admins as the
 * default beside their routing rules): INTAKE_EMAIL_TO, INTAKE_EMAIL_ROUTES and WEBHOOK_URLS.
 */
import { z } from 'zod';

/** A comma-separated list of at least one e-mail address. */
export const zEmailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()).min(1, 'must list at least one e-mail address'));

/** A comma-separated list of http(s) URLs, possibly empty. */
export const zUrlList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

/** Per-form and per-situation intake recipients, e.g. `{"form":{"social-media":["a@x.com"]},"situation":{"abuse-victim":["b@x.com"]}}`. */
export const ZIntakeRoutesSchema = z
  .object({
    form: z.record(z.string(), z.array(z.email())).default({}),
    situation: z.record(z.string(), z.array(z.email())).default({}),
  })
  .strict();
export type TIntakeRoutes = z.infer<typeof ZIntakeRoutesSchema>;

/** INTAKE_EMAIL_ROUTES: JSON of {@link ZIntakeRoutesSchema}; absent → no per-form or per-situation lists. */
export const zIntakeRoutes = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return { form: {}, situation: {} };
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(ZIntakeRoutesSchema);

/** The default intake list. */
export const DEFAULT_INTAKE_EMAIL_TO = ['contacto@herreraimmigrationlaw.com'];

/**
 * WEBHOOK_ALLOW_PRIVATE_TARGETS: `true` lets webhooks go to private addresses and over `http:`, for a
 * local receiver in tests and development. Off by default; see {@link privateTargetsOutsideProduction}.
 */
export const zAllowPrivateTargets = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** The refinement that refuses private webhook targets when NODE_ENV is production, and its message. */
export const privateTargetsOutsideProduction: [
  (env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: boolean; NODE_ENV?: string | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (env) => !(env.WEBHOOK_ALLOW_PRIVATE_TARGETS && env.NODE_ENV === 'production'),
  {
    path: ['WEBHOOK_ALLOW_PRIVATE_TARGETS'],
    message:
      'must not be true when NODE_ENV is production (private webhook targets are for local receivers in tests and development)',
  },
];
