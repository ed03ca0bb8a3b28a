import { describe, expect, it } from 'vitest';
import { looseErrorBody } from './loose-error-body.js';

describe('looseErrorBody', () => {
  it('keeps the string fields a provider sent, and nothing else', () => {
    expect(
      looseErrorBody({ code: 'INVALID_CREDENTIALS', message: 'Wrong password', extra: 1 }),
    ).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Wrong password' });
    expect(looseErrorBody({ error: 'Please wait' })).toEqual({ error: 'Please wait' });
  });

  it('drops a field of another type instead of the whole body', () => {
    expect(looseErrorBody({ code: 42, message: 'Still readable' })).toEqual({
      message: 'Still readable',
    });
  });

  it('reads nothing from a body that is not an object', () => {
    for (const body of [undefined, null, 'Bad Gateway', 502, ['message'], true]) {
      expect(looseErrorBody(body)).toEqual({});
    }
  });
});
