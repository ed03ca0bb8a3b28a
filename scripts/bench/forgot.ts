import path from 'node:path';
import { startMock } from './processes.js';
import { ms, percentile, section, type Section } from './report.js';

/**
 * Issue 32: "Forgot password" answers a known and an unknown address in the same time, within
 * noise, so its timing does not tell which addresses have accounts. Requests for the two kinds
 * alternate, so machine load falls on both alike. Each request comes from its own forwarded
 * client address (the provider trusts loopback proxies), and each known account is asked at most
 * three times (the per-address limit), so no reply is a 429.
 */
const ACCOUNTS = 30;
const ASKS_PER_ACCOUNT = 3;

let client = 0;
function post(baseUrl: string, pathname: string, body: unknown): Promise<Response> {
  client += 1;
  return fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${Math.floor(client / 250)}.${client % 250}`,
    },
    body: JSON.stringify(body),
  });
}

async function timedForgot(baseUrl: string, email: string): Promise<number> {
  const start = performance.now();
  const res = await post(baseUrl, '/api/auth/forgot-password', { email });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
  return performance.now() - start;
}

export async function benchForgot(workDir: string): Promise<Section> {
  const s = section('Forgot password: known and unknown addresses (issue 32)');
  const mock = await startMock(path.join(workDir, 'forgot'));
  try {
    const known: string[] = [];
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const email = `bench-forgot-${i}-${Date.now()}@example.com`;
      const res = await post(mock.url, '/api/auth/register', {
        name: `Bench ${i}`,
        email,
        password: 'bench-password-1',
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}`);
      known.push(email);
    }
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let round = 0; round < ASKS_PER_ACCOUNT; round += 1) {
      for (const [i, email] of known.entries()) {
        knownMs.push(await timedForgot(mock.url, email));
        unknownMs.push(
          await timedForgot(mock.url, `nobody-${round}-${i}-${Date.now()}@example.com`),
        );
      }
    }
    const p50Known = percentile(knownMs, 50);
    const p50Unknown = percentile(unknownMs, 50);
    // "Within noise": the medians differ by less than the spread of either kind's middle half.
    const spread = Math.max(
      percentile(knownMs, 75) - percentile(knownMs, 25),
      percentile(unknownMs, 75) - percentile(unknownMs, 25),
    );
    const difference = Math.abs(p50Known - p50Unknown);
    s.rows.push(
      { name: 'reply p50, known address', value: ms(p50Known), peer: ms(p50Unknown) },
      {
        name: 'median difference (peer: interquartile range)',
        value: ms(difference),
        peer: ms(spread),
        target: '< interquartile range',
        ok: difference < spread,
      },
    );
    s.notes.push(
      `${knownMs.length} requests of each kind, alternating; peer of the first row: unknown address`,
    );
  } finally {
    await mock.stop();
  }
  return s;
}
