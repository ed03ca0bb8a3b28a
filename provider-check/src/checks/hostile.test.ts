import { describe, expect, it } from 'vitest';
import { authCalls, videoCalls } from '@inkreel/shared';
import { NOT_JSON } from '../http.js';
import { problemOf } from './hostile.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const refusal = { code: 'XSRF_MISMATCH', message: 'Missing or mismatched X-XSRF-TOKEN header' };

describe('a hostile request’s reply', () => {
  it('passes as a documented 4xx with a coded JSON body', () => {
    expect(problemOf(authCalls.login, 403, JSON_TYPE, refusal)).toBeNull();
  });

  it('fails as a server error', () => {
    expect(problemOf(authCalls.login, 500, JSON_TYPE, refusal)).toBe('a server error (500)');
  });

  it('fails as a status the document does not list', () => {
    expect(problemOf(videoCalls.featured, 403, JSON_TYPE, refusal)).toBe(
      'status 403 is not documented',
    );
  });

  it('fails when accepted, when not JSON, or without a code', () => {
    expect(problemOf(authCalls.login, 200, JSON_TYPE, {})).toMatch(/^accepted/);
    expect(problemOf(authCalls.login, 400, 'text/html', NOT_JSON)).toMatch(/^content-type/);
    expect(problemOf(authCalls.login, 400, JSON_TYPE, { message: 'no code' })).toMatch(/^body/);
  });
});
