import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCalls, SCENARIOS } from '@inkreel/shared';
import { loadEnv } from '../../env.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';

describe('switching fault scenarios', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('lists every scenario with its description, normal active by default', async () => {
    const res = await request(t.app).get('/__dev/scenarios');
    expectReply(devCalls.scenarios, res, 200);
    expect(res.body.active).toBe('normal');
    expect(res.body.scenarios.map((s: { name: string }) => s.name)).toEqual(
      SCENARIOS.map((s) => s.name),
    );
    expect(res.body.scenarios.filter((s: { active: boolean }) => s.active)).toHaveLength(1);
    for (const s of res.body.scenarios) expect(s.description.length).toBeGreaterThan(10);
  });

  it('switches with a JSON body, and the list says so', async () => {
    const res = await request(t.app).post('/__dev/scenario').send({ name: 'flaky' });
    expectReply(devCalls.setScenario, res, 200);
    expect(res.body).toEqual({ active: 'flaky', message: 'Scenario flaky is active' });
    const list = await request(t.app).get('/__dev/scenarios');
    expect(list.body.active).toBe('flaky');
    await request(t.app).post('/__dev/scenario').send({ name: 'normal' }).expect(200);
  });

  it('answers an unknown or missing name with a 400 JSON error and keeps the scenario', async () => {
    for (const body of [{ name: 'sunny' }, {}, { name: 42 }]) {
      const res = await request(t.app).post('/__dev/scenario').send(body);
      expectReply(devCalls.setScenario, res, 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await request(t.app).post('/__dev/scenario').send({ name: 'sunny' });
    expect(unknown.body.message).toMatch(/Unknown scenario "sunny"; known: normal, slow-network/);
    expect(t.deps.faults.active()).toBe('normal');
  });

  it("takes the panel's form post and answers with a redirect back to the panel", async () => {
    const res = await request(t.app)
      .post('/__dev/scenario')
      .type('form')
      .send({ name: 'realtime-down' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/__dev?done=switched');
    expect(t.deps.faults.active()).toBe('realtime-down');
  });

  it("accepts the panel's own form post, which carries this server's Origin", async () => {
    const host = '127.0.0.1:4000';
    const res = await request(t.app)
      .post('/__dev/scenario')
      .set('Host', host)
      .set('Origin', `http://${host}`)
      .type('form')
      .send({ name: 'realtime-down' });
    expect(res.status).toBe(303);
  });

  it('refuses a post another origin sends through a browser', async () => {
    const res = await request(t.app)
      .post('/__dev/scenario')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ name: 'flaky' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('XSRF_MISMATCH');
    expect(t.deps.faults.active()).toBe('realtime-down');
  });

  it('goes back to normal on /__dev/reset', async () => {
    t.deps.faults.set('session-expired');
    const res = await request(t.app).post('/__dev/reset').send({});
    expectReply(devCalls.reset, res, 200);
    expect(res.body.message).toMatch(/scenario normal/);
    expect(t.deps.faults.active()).toBe('normal');
  });
});

describe('MOCK_SCENARIO', () => {
  it('selects the scenario at start-up', async () => {
    const t = await createTestApp({ MOCK_SCENARIO: 'payment-declined' });
    try {
      const res = await request(t.app).get('/__dev/scenarios');
      expect(res.body.active).toBe('payment-declined');
    } finally {
      await t.cleanup();
    }
  });

  it('stops start-up with a message for an unknown name, or with dev routes off', () => {
    expect(() => loadEnv({ MOCK_SCENARIO: 'sunny' })).toThrow(/MOCK_SCENARIO: Unknown scenario/);
    expect(() => loadEnv({ MOCK_SCENARIO: 'flaky', MOCK_DEV_ROUTES: 'false' })).toThrow(
      /MOCK_SCENARIO: fault scenarios need MOCK_DEV_ROUTES=true/,
    );
    expect(loadEnv({ MOCK_SCENARIO: 'normal', MOCK_DEV_ROUTES: 'false' }).MOCK_SCENARIO).toBe(
      'normal',
    );
  });
});
