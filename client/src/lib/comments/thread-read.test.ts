import { COMMENT_KINDS } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { threadKey } from './comment-calls';
import { firstThreadKey } from './thread-read';

describe('the first page of a thread as a page’s loader reads it', () => {
  it('is kept under the key the thread’s hook reads, for every kind', () => {
    const id = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    for (const kind of COMMENT_KINDS) expect(firstThreadKey(kind, id)).toBe(threadKey(kind, id));
  });
});
