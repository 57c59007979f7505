/** An answer of leads-api: status code, JSON body and the Set-Cookie headers. */
export type TAnswer = { status: number; body: Record<string, unknown>; setCookies: string[] };

/** How a form is encoded. */
export type TEncoding = 'multipart' | 'urlencoded';

/** A browser-like client of leads-api with its own cookie jar. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  /** The headers of the last answer. */
  lastHeaders = new Headers();

  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  /** fetch with the jar's cookies; stores the answer's cookies. */
  async request(path: string, init: RequestInit = {}): Promise<TAnswer> {
    const headers = new Headers({
      ...this.headers,
      ...(init.headers as Record<string, string> | undefined),
    });
    if (this.cookies.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers });
    this.lastHeaders = response.headers;
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { raw: text };
    }
    return { status: response.status, body, setCookies };
  }

  /** GET /csrf-token → the token (cookies kept in the jar). */
  async token(): Promise<string> {
    const answer = await this.request('/csrf-token');
    return answer.body.token as string;
  }

  /** Posts a form with `_token` (fetched unless given; `null` sends none). */
  async postForm(
    path: string,
    fields: Record<string, string>,
    options: { token?: string | null; encoding?: TEncoding } = {},
  ): Promise<TAnswer> {
    const token = options.token === undefined ? await this.token() : options.token;
    const all = token === null ? fields : { ...fields, _token: token };
    if (options.encoding === 'urlencoded') {
      return this.request(path, { method: 'POST', body: new URLSearchParams(all) });
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(all)) form.append(key, value);
    return this.request(path, { method: 'POST', body: form });
  }

  /** Posts JSON with the token in `X-CSRF-Token` (fetched unless given; `null` sends none). */
  async postJson(
    path: string,
    body: unknown,
    options: { token?: string | null } = {},
  ): Promise<TAnswer> {
    const token = options.token === undefined ? await this.token() : options.token;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token !== null) headers['x-csrf-token'] = token;
    return this.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  }
}
