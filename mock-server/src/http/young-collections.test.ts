import { execFileSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { nudgeYoungCollections } from './young-collections.js';

describe('nudgeYoungCollections', () => {
  it('asks for a young collection each time the body has brought the set number of bytes', () => {
    const body = new PassThrough();
    const collect = vi.fn();
    nudgeYoungCollections(body, collect, 100);
    body.write(Buffer.alloc(60));
    expect(collect).not.toHaveBeenCalled();
    body.write(Buffer.alloc(60));
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({ type: 'minor', execution: 'sync' });
    body.write(Buffer.alloc(99));
    expect(collect).toHaveBeenCalledTimes(1);
    body.write(Buffer.alloc(1));
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('leaves the body alone when node does not expose gc', () => {
    const body = new PassThrough();
    nudgeYoungCollections(body, undefined, 100);
    expect(body.listenerCount('data')).toBe(0);
  });

  it('is understood by this node: a young collection with those options runs', () => {
    const script =
      "gc({ type: 'minor', execution: 'sync' }); process.stdout.write(typeof gc === 'function' ? 'ok' : 'no')";
    const out = execFileSync(process.execPath, ['--expose-gc', '-e', script], { encoding: 'utf8' });
    expect(out).toBe('ok');
  });
});
