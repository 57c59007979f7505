import type { TFetch } from './send-form';
import { sendForm } from './send-form';

type TCall = { url: string; init: RequestInit | undefined };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake API: answers token, source and the post from a table; records the calls. */
function fakeApi(answers: Partial<Record<'token' | 'source' | 'post', () => Response>>) {
  const calls: TCall[] = [];
  const fetchFn: TFetch = async (url, init) => {
    calls.push({ url, init });
    const pick =
      url === '/csrf-token'
        ? answers.token
        : url === '/api/campaign-source'
          ? answers.source
          : answers.post;
    if (!pick) throw new TypeError('Failed to fetch');
    return pick();
  };
  return { calls, fetchFn };
}

const base = {
  locale: 'es' as const,
  endpoint: '/api/prospecto/agregar',
  tokenFailure: 'submit.networkError' as const,
};

describe('sendForm', () => {
  it('When the token and the post succeed, then the source is asked for (SPEC §7) but the body is built with the token alone (leads-api appends the source) and sent with the header', async () => {
    const api = fakeApi({
      token: () => json(200, { token: 'tok-1' }),
      source: () => json(200, { source: 'Google Ads' }),
      post: () => json(200, { status: 'success' }),
    });
    const seen: unknown[] = [];
    const outcome = await sendForm({
      ...base,
      fetchFn: api.fetchFn,
      body: (context) => {
        seen.push(context);
        const form = new FormData();
        form.set('_token', context.token);
        return form;
      },
    });
    expect(outcome).toEqual({ kind: 'success' });
    expect(seen).toEqual([{ token: 'tok-1' }]);
    expect(api.calls.map((call) => call.url)).toContain('/api/campaign-source');
    const post = api.calls.find((call) => call.url === base.endpoint);
    expect(post?.init?.method).toBe('POST');
    expect((post?.init?.headers as Record<string, string>)['x-csrf-token']).toBe('tok-1');
  });

  it('When the token request fails, then the network message is the outcome and nothing is posted', async () => {
    const api = fakeApi({ source: () => json(200, { source: '' }) });
    const outcome = await sendForm({ ...base, fetchFn: api.fetchFn, body: () => new FormData() });
    expect(outcome).toEqual({
      kind: 'failed',
      message:
        'Ha ocurrido un error mientras se enviaba el formulario. Por favor intente de nuevo.',
    });
    expect(api.calls.some((call) => call.url === base.endpoint)).toBe(false);
  });

  it("When the social-media form's token request is refused, then its own token message is the outcome", async () => {
    const api = fakeApi({
      token: () => json(503, { status: 'error' }),
      source: () => json(200, { source: '' }),
    });
    const outcome = await sendForm({
      ...base,
      tokenFailure: 'submit.tokenError',
      fetchFn: api.fetchFn,
      body: () => new FormData(),
    });
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'No se pudo obtener el token CSRF. Por favor intente más tarde.',
    });
  });

  it('When the campaign source is unreachable, then the submission goes on without it', async () => {
    const api = fakeApi({
      token: () => json(200, { token: 't' }),
      post: () => json(200, { status: 'success' }),
    });
    const seen: unknown[] = [];
    const outcome = await sendForm({
      ...base,
      fetchFn: api.fetchFn,
      body: (context) => (seen.push(context), {}),
    });
    expect(outcome).toEqual({ kind: 'success' });
    expect(seen).toEqual([{ token: 't' }]);
  });

  it('When the post cannot reach the API, then the network message is the outcome', async () => {
    const api = fakeApi({
      token: () => json(200, { token: 't' }),
      source: () => json(200, { source: '' }),
    });
    const outcome = await sendForm({ ...base, fetchFn: api.fetchFn, body: () => new FormData() });
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('Ha ocurrido un error'),
    });
  });

  it('When the body is a JSON value, then it is sent as JSON', async () => {
    const api = fakeApi({
      token: () => json(200, { token: 't' }),
      source: () => json(200, { source: '' }),
      post: () => json(500, {}),
    });
    const outcome = await sendForm({
      ...base,
      fetchFn: api.fetchFn,
      body: () => ({ referidos: [] }),
    });
    const post = api.calls.find((call) => call.url === base.endpoint);
    expect(post?.init?.body).toBe('{"referidos":[]}');
    expect((post?.init?.headers as Record<string, string>)['content-type']).toBe(
      'application/json',
    );
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'Error al enviar el formulario. Por favor intente de nuevo.',
    });
  });
});
