import type { Queue } from 'bullmq';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import {
  ERASURE_REASON_MAX,
  ZLeadErasureSchema,
  ZLegalHoldSchema,
  type TLeadErasureResult,
} from '@firm/shared/privacy/erasure';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import { erasePersonLeads } from '@firm/shared/server/privacy/erase-person';
import { removeLeadJobs } from '@firm/shared/server/privacy/erasure-jobs';
import {
  insertHold,
  isErased,
  liftHold,
  lockLead,
  lockPersonLeads,
  standingHolds,
} from '@firm/shared/server/privacy/erasure.repository';
import { checkedLeadId, leadNotFound } from '../inbox/lead-id';
import { fieldError } from '../staff/staff-input';
import { insertPrivacyAudit } from './privacy-audit.repository';
import { parseOrRefuse, postedStrings, type TFieldMessages } from './privacy-input';
import { requestExists } from './lead-correction.repository';

/**
 * What an erasure needs: the database, the secret of the stubs' keyed hashes, and the job queues whose
 * jobs of the erased leads it removes.
 */
export type TErasureDeps = { pool: Pool; privacyHashSecret: string; queues?: Queue[] };

const REASON_MESSAGE: TFieldMessages = {
  reason: ['erasure.reasonRequired', { max: ERASURE_REASON_MAX }],
};

/**
 * Erases a person (issue 31 §3): the lead and every lead with its phone key or e-mail key lose every
 * personal datum in every table; the lead rows stay as tombstones; a conflict stub keeps the keyed
 * hashes of the phone and e-mail, the date, the form, who erased and why; then the queues' jobs of the
 * erased leads are removed. Audited with counts only.
 * @throws AppError 404 unknown lead · 400 no reason or an unknown request · 409 already erased, or a
 *   lead of the person under a legal hold (the message gives the hold's reason)
 */
export async function eraseLead(
  deps: TErasureDeps,
  input: { actorId: number; leadId: number; body: unknown; locale: TLocale },
): Promise<TLeadErasureResult> {
  const { locale, actorId } = input;
  const id = checkedLeadId(input.leadId, locale);
  const parsed = parseOrRefuse(
    ZLeadErasureSchema,
    postedStrings(input.body, ['reason', 'requestId']),
    locale,
    { ...REASON_MESSAGE, requestId: ['privacy.requestNotFound'] },
  );
  const requestId = parsed.requestId ? Number(parsed.requestId) : null;
  const result = await withTransaction(deps.pool, async (client) => {
    const all = await lockPersonLeads(client, id);
    const asked = all.find((lead) => lead.id === id);
    if (!asked) leadNotFound(locale);
    if (asked.erased) throw new AppError('conflict', t(locale, 'erasure.already'));
    if (requestId !== null && !(await requestExists(client, requestId)))
      throw new AppError('bad_request', t(locale, 'privacy.requestNotFound'), {
        errors: [fieldError(locale, 'requestId', 'privacy.requestNotFound')],
      });
    const leads = all.filter((lead) => !lead.erased);
    const [hold] = await standingHolds(
      client,
      leads.map((lead) => lead.id),
    );
    if (hold)
      throw new AppError('conflict', t(locale, 'erasure.onHold', { reason: hold.reason }), {
        holdReason: hold.reason,
        heldLeadId: hold.lead_id,
      });
    const erased = await erasePersonLeads(client, leads, {
      secret: deps.privacyHashSecret,
      actorId,
      reason: parsed.reason,
      requestId,
      formVariant: asked.form_variant,
    });
    await insertPrivacyAudit(client, {
      actorId,
      action: 'lead.erased',
      leadId: id,
      requestId,
      detail: {
        leads: erased.leadIds.length,
        leadIds: erased.leadIds,
        erasureId: erased.erasureId,
      },
    });
    return {
      leadIds: erased.leadIds,
      erasureId: erased.erasureId,
      erasedAt: erased.erasedAt.toISOString(),
    };
  });
  // after the commit: a queue that does not answer leaves the erasure done, and says so
  const queueCleared = await removeLeadJobs(deps.queues ?? [], result.leadIds);
  return { ...result, queueCleared };
}

/**
 * Places a legal hold on a lead (blocks its erasure and retention), or lifts the standing one;
 * audited (the reason stays on the hold, not in the audit).
 * @throws AppError 404 unknown lead · 400 no reason · 409 a hold already stands / none to lift / the
 *   lead was erased
 */
export async function changeHold(
  deps: Pick<TErasureDeps, 'pool'>,
  input: { actorId: number; leadId: number; body: unknown; locale: TLocale; lift: boolean },
): Promise<{ held: boolean }> {
  const { locale, actorId, lift } = input;
  const id = checkedLeadId(input.leadId, locale);
  const { reason } = parseOrRefuse(
    ZLegalHoldSchema,
    postedStrings(input.body, ['reason']),
    locale,
    REASON_MESSAGE,
  );
  return withTransaction(deps.pool, async (client) => {
    if (!(await lockLead(client, id))) leadNotFound(locale);
    if (!lift && (await isErased(client, id)))
      throw new AppError('conflict', t(locale, 'erasure.holdOnErased'));
    const changed = lift
      ? await liftHold(client, { leadId: id, reason, actorId })
      : await insertHold(client, { leadId: id, reason, actorId });
    if (!changed)
      throw new AppError('conflict', t(locale, lift ? 'erasure.noHold' : 'erasure.holdExists'));
    await insertPrivacyAudit(client, {
      actorId,
      action: lift ? 'lead.hold_lifted' : 'lead.held',
      leadId: id,
    });
    return { held: !lift };
  });
}
