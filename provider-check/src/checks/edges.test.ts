import { describe, expect, it } from 'vitest';
import { authCalls, ErrorCode, walletCalls } from '@inkreel/shared';
import { refusalProblem } from './edges.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const unsupported = { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Must be application/json' };

describe('a refusal the document names', () => {
  it('passes with the status, a coded JSON body and the code', () => {
    const reply = { status: 415, type: JSON_TYPE, json: unsupported };
    expect(
      refusalProblem(authCalls.login, reply, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE),
    ).toBeNull();
  });

  it('fails the misleading 400 of a body read as if it were JSON', () => {
    const reply = {
      status: 400,
      type: JSON_TYPE,
      json: { code: 'VALIDATION_FAILED', message: 'Amount must be a number' },
    };
    expect(refusalProblem(walletCalls.deposit, reply, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE)).toBe(
      'status: expected 415, got 400',
    );
  });

  it('fails a 500, another code, or a body without one', () => {
    const server = { status: 500, type: JSON_TYPE, json: { code: 'INTERNAL_ERROR', message: '' } };
    expect(refusalProblem(authCalls.login, server, 500, ErrorCode.VALIDATION_FAILED)).toBe(
      'a server error (500)',
    );
    const other = { status: 415, type: JSON_TYPE, json: { ...unsupported, code: 'NOT_FOUND' } };
    expect(refusalProblem(authCalls.login, other, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE)).toBe(
      'code: expected UNSUPPORTED_MEDIA_TYPE, got NOT_FOUND',
    );
    const bare = { status: 415, type: JSON_TYPE, json: { message: 'no code' } };
    expect(refusalProblem(authCalls.login, bare, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE)).toMatch(
      /^body/,
    );
  });
});
