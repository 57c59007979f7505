import { SUBMISSION_CONTENT_TYPE, submissionBody } from '../bench/leads-bench/submission';

/** One submission and what it was answered. */
export type TAnswer = { key: string; outcome: 'success' | 'error' | 'no answer'; ms: number };

/**
 * Posts valid leads to leads-api at `perSecond` (as the edge would, with a CSRF token and cookie)
 * until stopped; records every answer by idempotency key.
 */
export function startSubmitter(baseUrl: string, perSecond: number) {
  const answers: TAnswer[] = [];
  const inFlight = new Set<Promise<void>>();
  let session: { token: string; cookie: string } | undefined;
  const refreshSession = async () => {
    const answer = await fetch(`${baseUrl}/csrf-token`, { signal: AbortSignal.timeout(2000) });
    const { token } = (await answer.json()) as { token: string };
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    session = { token, cookie };
  };
  const submitOne = async () => {
    const started = Date.now();
    if (!session) await refreshSession().catch(() => undefined);
    if (!session) return;
    const body = submissionBody(session.token);
    const key = /name="idempotency_key"\r\n\r\n([\w-]+)/.exec(body)?.[1] ?? '';
    try {
      const answer = await fetch(`${baseUrl}/api/prospecto/agregar`, {
        method: 'POST',
        headers: { 'content-type': SUBMISSION_CONTENT_TYPE, cookie: session.cookie },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await answer.text();
      const success = answer.status === 200 && text === JSON.stringify({ status: 'success' });
      answers.push({ key, outcome: success ? 'success' : 'error', ms: Date.now() - started });
    } catch {
      answers.push({ key, outcome: 'no answer', ms: Date.now() - started });
    }
  };
  const timer = setInterval(() => {
    const request = submitOne().finally(() => inFlight.delete(request));
    inFlight.add(request);
  }, 1000 / perSecond);
  return {
    answers,
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}
