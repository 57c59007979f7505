import express, { Router } from 'express';
import twilio from 'twilio';
import { z } from 'zod';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import type { Pool } from '@firm/shared/server/db';
import { receiveInboundText } from './sms-inbound.service';

/** Dependencies of {@link smsInboundRoutes}. */
export type TSmsInboundRoutesDeps = {
  pool: Pool;
  /** The provider account's auth token, which signs its webhooks. */
  authToken: string;
  /** The site's public origin: the provider signs the URL it was given, `{origin}/api/sms/inbound`. */
  publicOrigin: string;
};

/** The fields of the provider's inbound-message webhook this route reads. */
const ZInboundSchema = z.object({
  From: z.string().min(1),
  Body: z.string().default(''),
  MessageSid: z.string().min(1),
});

/** An empty TwiML answer: the message was received, nothing is sent back from here. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * `POST /api/sms/inbound`: the provider's webhook for a text a lead sent to the firm's number (Twilio's
 * form fields, signed in `X-Twilio-Signature`, checked with Twilio's own `validateRequest`). A bad
 * signature → 403 and nothing recorded; a good one → the text on the lead's timeline (and STOP →
 * "do not contact"), answered with empty TwiML.
 */
export function smsInboundRoutes(deps: TSmsInboundRoutesDeps): Router {
  const router = Router();
  router.post(
    API_PATHS.smsInbound,
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req, res) => {
      const url = deps.publicOrigin.replace(/\/+$/, '') + req.originalUrl;
      const signature = req.get('x-twilio-signature') ?? '';
      const params = (req.body ?? {}) as Record<string, string>;
      if (!signature || !twilio.validateRequest(deps.authToken, signature, url, params)) {
        res.status(403).json({ status: 'error', message: 'Invalid signature' });
        return;
      }
      const parsed = ZInboundSchema.safeParse(params);
      if (!parsed.success) {
        res.status(400).json({ status: 'error', message: 'Not an inbound message' });
        return;
      }
      await receiveInboundText(deps.pool, {
        from: parsed.data.From,
        body: parsed.data.Body,
        providerId: parsed.data.MessageSid,
      });
      res.type('text/xml').send(EMPTY_TWIML);
    },
  );
  return router;
}
