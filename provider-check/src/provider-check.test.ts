import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { startBreakingProxy, startMockProvider, type Running } from './testing/servers.js';

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => out.push(t), err: (t) => err.push(t), env: {} });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const failedRows = (out: string) => out.split('\n').filter((line) => /\sFAIL\s/.test(line));

describe('verify:provider against a freshly seeded mock provider', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await startMockProvider();
  });
  afterAll(() => mock.close());

  it('passes read-only, with a row per call and status tried', async () => {
    const { code, out, err } = await run(['--base-url', mock.url]);
    expect(failedRows(out)).toEqual([]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/GET \/api\/videos\/:id\s+unknown id\s+404\s+pass/);
    expect(out).toMatch(/GET \/api\{videoUrl\}\s+Range bytes=0-99\s+206\s+pass/);
    for (const field of ['videoUrl', 'audioUrl', 'artworkUrl'])
      expect(out).toMatch(
        new RegExp(`GET /api\\{${field}\\}\\s+a path the document lists\\s+-\\s+pass`),
      );
    expect(out).not.toMatch(/POST \/api\/wallet\/deposit\s+1 credit/);
    expect(out).toMatch(/GET \/api\/uploads\/mine\s+no token\s+401\s+pass/);
    expect(out).toMatch(
      /POST \/api\/auth\/forgot-password\s+an address without an account\s+200\s+pass/,
    );
    expect(out).toMatch(/POST \/api\/auth\/reset-password\s+a wrong token\s+400\s+pass/);
    expect(out).toMatch(/POST \/api\/account\/sign-out-everywhere\s+no token\s+401\s+pass/);
    // Continue with Google (issue 32, item 2): the start leads to a discovery offering PKCE S256.
    expect(out).toMatch(/GET \/api\/auth\/google\/start\s+a browser starts\s+303\s+pass/);
    expect(out).toMatch(/identity provider discovery\s+PKCE S256 offered\s+200\s+pass/);
    // The hostile section: refused with documented 4xx replies, never a 5xx.
    expect(out).toMatch(/POST \/api\/auth\/login\s+hostile: a forged XSRF cookie\s+403\s+pass/);
    // A JSON body on an upload is of the wrong media type: 415 (issue 50, item 3).
    expect(out).toMatch(
      /POST \/api\/videos\/upload\s+hostile: a body that is not JSON\s+415\s+pass/,
    );
    // Issue 50: bodies of another type, the e-mail pattern, and whole-file ranges.
    expect(out).toMatch(/POST \/api\/auth\/login\s+a JSON body sent as text\/plain\s+415\s+pass/);
    expect(out).toMatch(/resend-verification\s+the address 0@com\s+400\s+pass/);
    expect(out).toMatch(/resend-verification\s+an address with ' and \+.*\s+404\s+pass/);
    for (const field of ['videoUrl', 'audioUrl']) {
      expect(out).toMatch(
        new RegExp(`\\{${field}\\}\\s+a suffix longer than the file\\s+206\\s+pass`),
      );
      expect(out).toMatch(
        new RegExp(`\\{${field}\\}\\s+an invalid Range \\(ignored\\)\\s+200\\s+pass`),
      );
    }
    expect(out).toMatch(/GET \/api\/videos\/:id\s+hostile: an over-long id\s+40[04]\s+pass/);
    // The mock provider declares its extensions in its OpenAPI document: all are tried.
    expect(out).not.toMatch(/not offered\s/);
    expect(out).toMatch(/GET \/api\/extensions\s+the features offered\s+200\s+pass/);
    // Comments (issue 54): a video's thread and the refusals, signed out.
    expect(out).toMatch(/GET \/api\/videos\/:id\/comments\s+a listed video\s+200\s+pass/);
    expect(out).toMatch(/POST \/api\/videos\/:id\/comments\s+no token\s+401\s+pass/);
    // Captions (issue 57): the seeded video's files are WebVTT, its storyboard index frames.
    expect(out).toMatch(/GET \/api\/videos\/:id\/captions\s+a listed video\s+200\s+pass/);
    expect(out).toMatch(/GET \/api\{url\}\s+a listed file\s+200\s+pass/);
    expect(out).toMatch(/GET \/api\{indexUrl\}\s+a listed file\s+200\s+pass/);
    expect(out).toMatch(/POST \/api\/videos\/:id\/captions\s+no token\s+401\s+pass/);
    // Issue 53's features, signed out.
    expect(out).toMatch(/GET \/api\/creators\/:id\s+a video's uploader\s+200\s+pass/);
    expect(out).toMatch(
      /POST \/api\/videos\/:id\/view\s+0 s played \(counts nothing\)\s+200\s+pass/,
    );
    expect(out).toMatch(/PUT \/api\/videos\/:id\/like\s+no token\s+401\s+pass/);
    expect(out).toMatch(/GET \/api\/notifications\s+no token\s+401\s+pass/);
  });

  it('passes against a provider with only the specification’s calls, extensions "not offered"', async () => {
    const scenario = await fetch(`${mock.url}/__dev/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'spec-only' }),
    });
    expect(scenario.status).toBe(200);
    try {
      const { code, out } = await run(['--base-url', mock.url]);
      expect(failedRows(out)).toEqual([]);
      expect(code).toBe(0);
      expect(out).toMatch(/GET \/api\/uploads\/mine\s+no token\s+401\s+not offered/);
      expect(out).toMatch(/GET \/api\/me\/queue\s+no token\s+401\s+not offered/);
      expect(out).toMatch(/GET \/api\/playlists\/:id\s+an unknown id\s+404\s+not offered/);
      expect(out).toMatch(/PATCH \/api\/videos\/:id\s+no token\s+401\s+not offered/);
      expect(out).toMatch(/GET \/api\/videos\/:id\/comments\s+a listed video\s+200\s+not offered/);
      expect(out).toMatch(/GET \/api\/videos\/:id\/captions\s+a listed video\s+200\s+not offered/);
      expect(out).toMatch(/GET \/api\/creators\/:id\s+a video's uploader\s+200\s+not offered/);
      expect(out).toMatch(/POST \/api\/audios\/:id\/play\s+.*\s+not offered/);
      expect(out).toMatch(/GET \/api\/videos\/:id\s+unknown id\s+404\s+pass/);
      expect(out).toMatch(/\d+ passed, 0 failed, [1-9]\d* not offered/);
    } finally {
      await fetch(`${mock.url}/__dev/scenario`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'normal' }),
      });
    }
  });

  it('passes with the seeded verified account and writes, realtime events included', async () => {
    const { code, out } = await run([
      '--base-url',
      mock.url,
      '--email',
      'demo@example.com',
      '--password',
      'demo-password',
      '--allow-writes',
    ]);
    expect(failedRows(out)).toEqual([]);
    expect(code).toBe(0);
    for (const call of [
      'POST /api/wallet/deposit',
      'POST /api/videos/upload',
      'POST /api/audios/upload',
      'POST /api/books/upload',
      'POST /api/poems',
      'POST /api/stories',
    ])
      expect(out).toMatch(
        new RegExp(`${call.replace(/[/]/g, '\\/')}\\s+\\S.*\\s(200|201)\\s+pass`),
      );
    expect(out).toMatch(/event uploadComplete\s+after the upload\s+-\s+pass/);
    // Issue 55: the queue's version check and a playlist's life.
    expect(out).toMatch(
      /PUT \/api\/me\/queue\s+from the same version again \(stale\)\s+409\s+pass/,
    );
    expect(out).toMatch(/PUT \/api\/playlists\/:id\/order\s+missing an entry\s+409\s+pass/);
    expect(out).toMatch(/DELETE \/api\/playlists\/:id\s+deleted\s+200\s+pass/);
    expect(out).toMatch(
      /GET \/api\/users\/:id\/playlists\s+leaves a private playlist out\s+200\s+pass/,
    );
    // Issue 50: nameless multipart parts, and the deposit's body type and decimals.
    for (const call of ['videos', 'audios', 'books']) {
      expect(out).toMatch(
        new RegExp(`/api/${call}/upload\\s+a part without a name\\s+400\\s+pass`),
      );
      expect(out).toMatch(
        new RegExp(`/api/${call}/upload\\s+a file part with an empty name\\s+400\\s+pass`),
      );
    }
    expect(out).toMatch(/deposit\s+valid JSON sent as text\/plain\s+415\s+pass/);
    expect(out).toMatch(/deposit\s+amount 0\.30000000000000004\s+400\s+pass/);
    expect(out).toMatch(/GET \/api\/uploads\/mine\s+signed in\s+200\s+pass/);
    expect(out).toMatch(/GET \/api\/wallet\/transactions\s+signed in\s+200\s+pass/);
    expect(out).toMatch(/GET \/api\/uploads\/mine\s+after the uploads\s+200\s+pass/);
    expect(out).not.toMatch(/too few credits/);
    // The manage feature (issue 52): a poem edited, refused when stale, hidden, deleted twice.
    expect(out).toMatch(/PATCH \/api\/poems\/:id\s+If-Match an older version\s+412\s+pass/);
    expect(out).toMatch(/GET \/api\/poems\/:id\s+a private poem, signed out\s+404\s+pass/);
    expect(out).toMatch(/DELETE \/api\/poems\/:id\s+the same poem again\s+200\s+pass/);
    expect(out).toMatch(/GET \/api\/uploads\/stats\.csv\s+signed in\s+200\s+pass/);
    // Comments (issue 54): one is written, answered, edited, liked and taken back.
    expect(out).toMatch(/POST \/api\/videos\/:id\/comments\s+a reply\s+201\s+pass/);
    expect(out).toMatch(/DELETE \/api\/comments\/:id\s+again \(gone\)\s+404\s+pass/);
    expect(out).toMatch(/PUT \/api\/moderation\/blocks\/:userId\s+oneself\s+400\s+pass/);
    expect(out).toMatch(/POST \/api\/audios\/:id\/lyrics\s+LRC in English\s+201\s+pass/);
    expect(out).toMatch(
      /PUT \/api\/audios\/:id\/lyrics\/:language\s+English, as WebVTT\s+200\s+pass/,
    );
    for (const row of [
      /PUT \/api\/creators\/:id\/follow\s+oneself\s+400\s+pass/,
      /PUT \/api\/creators\/:id\/follow\s+again \(idempotent\)\s+200\s+pass/,
      /DELETE \/api\/creators\/:id\/follow\s+a followed creator\s+200\s+pass/,
      /PUT \/api\/audios\/:id\/like\s+again \(idempotent\)\s+200\s+pass/,
      /DELETE \/api\/audios\/:id\/like\s+a liked track\s+200\s+pass/,
      /GET \/api\/notifications\s+signed in\s+200\s+pass/,
      /PUT \/api\/notifications\/settings\s+as they were\s+200\s+pass/,
    ])
      expect(out).toMatch(row);
  });

  it('stops with one line when the account is refused', async () => {
    const { code, out, err } = await run([
      '--base-url',
      mock.url,
      '--email',
      'demo@example.com',
      '--password',
      'not-the-password',
    ]);
    expect(code).toBe(2);
    expect(err).toBe(
      'verify:provider: Sign-in as demo@example.com refused (401 INVALID_CREDENTIALS: Invalid email or password): check --email and --password',
    );
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('fails, naming the Content-Type, when a JSON call is served as text/html', async () => {
    const proxy = await startBreakingProxy(
      mock.url,
      /^\/api\/videos\/[a-f0-9]{24}$/,
      () => undefined,
      'text/html; charset=utf-8',
    );
    try {
      const { code, out } = await run(['--base-url', proxy.url]);
      expect(code).toBe(1);
      expect(failedRows(out)).toEqual([
        expect.stringMatching(
          /^GET \/api\/videos\/:id\s+a listed id\s+200\s+FAIL\s+content-type: expected application\/json, got "text\/html; charset=utf-8"$/,
        ),
      ]);
    } finally {
      await proxy.close();
    }
  });

  it('fails, naming the path, when the provider documents no path its video URLs match', async () => {
    const proxy = await startBreakingProxy(mock.url, /^\/api\/openapi\.json$/, (document) => {
      delete (document.paths as Record<string, unknown>)['/api/media/videos/{file}'];
    });
    try {
      const { code, out } = await run(['--base-url', proxy.url]);
      expect(code).toBe(1);
      expect(failedRows(out)).toEqual([
        expect.stringMatching(
          /^GET \/api\{videoUrl\}\s+a path the document lists\s+-\s+FAIL\s+\/api\/media\/videos\/\S+ matches no GET path of \/api\/openapi\.json$/,
        ),
      ]);
    } finally {
      await proxy.close();
    }
  });

  it('fails, naming the field, against a provider that renames one field of a video', async () => {
    const proxy = await startBreakingProxy(mock.url, /^\/api\/videos\/[a-f0-9]{24}$/, (video) => {
      video.name = video.title;
      delete video.title;
    });
    try {
      const { code, out } = await run(['--base-url', proxy.url]);
      expect(code).toBe(1);
      expect(failedRows(out)).toEqual([
        expect.stringMatching(
          /^GET \/api\/videos\/:id\s+a listed id\s+200\s+FAIL\s+title: expected string, received undefined$/,
        ),
      ]);
      expect(out).toMatch(/1 failed/);
    } finally {
      await proxy.close();
    }
  });
});
