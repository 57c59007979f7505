import { t } from '@firm/shared/i18n/messages';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';

describe('request bodies that cannot be read', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;

  beforeAll(async () => {
    db = await createIsolatedDatabase('bodies');
    api = await startLeadsApi({ pool: db.pool });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it('When the multipart body is malformed, then the answer is 400 JSON', async () => {
    const visitor = new Visitor(api.url);
    await visitor.token();
    const answer = await visitor.request(API_PATHS.leadSubmit, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nAna',
    });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error' } });
  });

  it('When the body ends inside an attached file, then the answer is 400 and the service keeps answering', async () => {
    // busboy (used before) threw an unhandled stream error here: a 70-byte request stopped the process.
    const visitor = new Visitor(api.url);
    await visitor.token();
    const answer = await visitor.request(API_PATHS.leadSubmit, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: '--b\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nabc',
    });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error' } });
    const after = await visitor.request('/csrf-token', { method: 'GET' });
    expect(after.status).toBe(200);
  });

  it("When a part's headers run into the next boundary, then the answer is 400 (busboy never answered)", async () => {
    const visitor = new Visitor(api.url);
    await visitor.token();
    const answer = await visitor.request(API_PATHS.leadSubmit, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: '--b\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n--b\r\n\r\n--',
    });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error' } });
  });

  it('When the multipart body has no boundary, then the answer is 400 JSON', async () => {
    const answer = await new Visitor(api.url).request(API_PATHS.leadSubmit, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'nombre=Ana',
    });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error' } });
  });

  it('When the body is of an unsupported type, then the answer is 415 JSON', async () => {
    const answer = await new Visitor(api.url).request(API_PATHS.leadSubmit, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'nombre=Ana',
    });
    expect(answer).toMatchObject({ status: 415, body: { status: 'error' } });
  });

  it('When a multipart field is exactly 32 KB, then it is not refused for its size (one byte more is)', async () => {
    const visitor = new Visitor(api.url, { 'accept-language': 'es-MX' });
    const token = await visitor.token();
    const post = (bytes: number) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(leadFields('contact-es'))) form.append(key, value);
      form.set('mensaje', 'x'.repeat(bytes));
      return visitor.request(API_PATHS.leadSubmit, {
        method: 'POST',
        headers: { 'x-csrf-token': token },
        body: form,
      });
    };
    expect((await post(32 * 1024)).status).toBe(422); // too long for a message, not for a body
    expect(await post(32 * 1024 + 1)).toMatchObject({
      status: 413,
      body: { message: t('es', 'request.tooLarge') },
    });
  });

  it('When a multipart part is in a charset the service cannot read, then the answer is 415 in the visitor language', async () => {
    const visitor = new Visitor(api.url, { 'accept-language': 'es-MX' });
    const token = await visitor.token();
    const answer = await visitor.request(API_PATHS.leadSubmit, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'x-csrf-token': token },
      body:
        '--b\r\nContent-Disposition: form-data; name="nombre"\r\n' +
        'Content-Type: text/plain; charset=shift_jis\r\n\r\nAna\r\n--b--',
    });
    expect(answer).toMatchObject({
      status: 415,
      body: { status: 'error', message: t('es', 'request.unsupported') },
    });
  });

  it('When the body is larger than 256 KB, then the answer is 413 JSON', async () => {
    const visitor = new Visitor(api.url);
    const form = new FormData();
    for (let i = 0; i < 10; i += 1) form.append(`extra${i}`, 'x'.repeat(30_000));
    const answer = await visitor.request(API_PATHS.leadSubmit, { method: 'POST', body: form });
    expect(answer).toMatchObject({ status: 413, body: { status: 'error' } });
  });
});
