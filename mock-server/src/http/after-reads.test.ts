import { describe, expect, it } from 'vitest';
import express, { type NextFunction } from 'express';
import { afterReads } from './after-reads.js';

describe('afterReads', () => {
  it('goes on in the check phase: after pending I/O callbacks and microtasks, not inline', async () => {
    const order: string[] = [];
    const done = new Promise<void>((resolve) => {
      const next = (() => {
        order.push('next');
        resolve();
      }) as NextFunction;
      const app = express();
      afterReads(app.request, app.response, next);
    });
    order.push('inline');
    await Promise.resolve();
    order.push('microtask');
    await done;
    expect(order).toEqual(['inline', 'microtask', 'next']);
  });
});
