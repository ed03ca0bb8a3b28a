import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './servers';

describe('freePort', () => {
  const before = process.env.TEST_PARALLEL_INDEX;
  afterEach(() => {
    if (before === undefined) delete process.env.TEST_PARALLEL_INDEX;
    else process.env.TEST_PARALLEL_INDEX = before;
  });

  const portsOf = async (slot: string) => {
    process.env.TEST_PARALLEL_INDEX = slot;
    const ports: number[] = [];
    for (let i = 0; i < 10; i += 1) ports.push(await freePort());
    return ports;
  };

  it('never hands two workers running at once the same port', async () => {
    const first = await portsOf('0');
    const second = await portsOf('1');
    expect(first.filter((port) => second.includes(port))).toEqual([]);
    // Each worker keeps to its own ports, below those the system hands out to connections.
    expect(new Set(first.map((port) => port % 8))).toEqual(new Set([0]));
    expect(new Set(second.map((port) => port % 8))).toEqual(new Set([1]));
    expect(Math.max(...first, ...second)).toBeLessThan(32_768);
  });
});
