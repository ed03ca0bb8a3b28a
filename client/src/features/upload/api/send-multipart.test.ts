import { XSRF_HEADER_NAME } from '@inkreel/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetXsrfToken, xsrfToken } from '../../../lib/api/xsrf';
import { FakeXhr } from '../test/fake-xhr';
import { sendMultipart } from './send-multipart';

const refusal = { code: 'XSRF_MISMATCH', message: 'Missing or mismatched X-XSRF-TOKEN header' };
const upload = (headers: Record<string, string>) =>
  sendMultipart({ url: '/api/audios/upload', body: new FormData(), headers });

/** The request made after the current one, once sendMultipart has had a turn to make it. */
async function next(count: number): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(count));
  return FakeXhr.latest();
}

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetXsrfToken();
});

describe('sendMultipart', () => {
  it('keeps the XSRF token of the reply', async () => {
    const done = upload({ [XSRF_HEADER_NAME]: 'current' });
    (await next(1)).respond(201, { ok: true }, { [XSRF_HEADER_NAME]: 'next' });
    await expect(done).resolves.toEqual({ ok: true });
    expect(xsrfToken()).toBe('next');
  });

  it('sends once more with the new token when the provider refused the old one', async () => {
    const done = upload({ Authorization: 'Bearer t', [XSRF_HEADER_NAME]: 'stale' });
    (await next(1)).respond(403, refusal, { [XSRF_HEADER_NAME]: 'fresh' });
    const retry = await next(2);
    expect(retry.headers).toEqual({ Authorization: 'Bearer t', [XSRF_HEADER_NAME]: 'fresh' });
    expect(retry.withCredentials).toBe(true);
    retry.respond(201, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
  });

  it('gives up after one retry', async () => {
    const done = upload({});
    (await next(1)).respond(403, refusal, { [XSRF_HEADER_NAME]: 'a' });
    (await next(2)).respond(403, refusal, { [XSRF_HEADER_NAME]: 'b' });
    await expect(done).rejects.toMatchObject({ status: 403, code: 'XSRF_MISMATCH' });
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it('does not retry other refusals', async () => {
    const done = upload({});
    const body = { code: 'INSUFFICIENT_BALANCE', message: 'No', requiredAmount: 5 };
    (await next(1)).respond(403, body, { [XSRF_HEADER_NAME]: 'c' });
    await expect(done).rejects.toMatchObject({ status: 403, code: 'INSUFFICIENT_BALANCE' });
    expect(FakeXhr.instances).toHaveLength(1);
  });
});
