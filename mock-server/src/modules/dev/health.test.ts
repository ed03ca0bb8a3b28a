import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCalls } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';

describe('health and unknown routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('answers GET /api/health', async () => {
    const res = await request(t.app).get('/api/health');
    expectReply(devCalls.health, res, 200);
    expect(res.body.status).toBe('ok');
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await request(t.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a known path with the wrong method with a JSON 405', async () => {
    const res = await request(t.app).post('/api/health').send({});
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('names the allowed methods on a 405, preferring a literal path over an id route', async () => {
    const upload = await request(t.app).get('/api/videos/upload');
    expect(upload.status).toBe(405);
    expect(upload.headers.allow).toBe('POST');
    const login = await request(t.app).put('/api/auth/login').send({});
    expect(login.status).toBe(405);
    expect(login.headers.allow).toBe('POST');
    const list = await request(t.app).post('/api/videos');
    expect(list.status).toBe(405);
    expect(list.headers.allow).toBe('GET, HEAD');
    const unknownId = await request(t.app).get('/api/videos/not-an-id');
    expect(unknownId.status).toBe(404);
    expect(unknownId.body.code).toBe('NOT_FOUND');
  });

  it('answers OPTIONS on a known path with 204 and the same Allow as its 405', async () => {
    const options = await request(t.app).options('/api/videos/upload');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('POST');
    const media = await request(t.app).options('/api/media/videos/a/b.mp4');
    expect(media.headers.allow).toBe('GET, HEAD');
    expect((await request(t.app).delete('/api/media/videos/a/b.mp4')).headers.allow).toBe(
      'GET, HEAD',
    );
    expect((await request(t.app).options('/api/nothing-here')).status).toBe(404);
  });

  it('answers a JSON body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Request body is not valid JSON',
    });
  });
});
