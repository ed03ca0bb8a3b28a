import { describe, expect, it } from 'vitest';
import { ErrorCode, bookCalls, videoCalls } from '@inkreel/shared';
import { NOT_JSON, type Reply } from './http.js';
import { judge } from './verdict.js';

const reply = (status: number, json: unknown, type = 'application/json', bytes = 10): Reply => ({
  status,
  headers: new Headers({ 'content-type': type }),
  json,
  bytes,
  text: typeof json === 'string' ? json : '',
});

const video = {
  _id: 'a'.repeat(24),
  title: 'Sunrise',
  description: 'A sunrise',
  tags: [],
  views: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  videoUrl: '/media/videos/sunrise.mp4',
  uploadedBy: { name: 'Ada' },
};

describe('judge', () => {
  it('passes a reply that keeps its contract, extra fields allowed', () => {
    expect(judge(videoCalls.byId, reply(200, { ...video, extra: 1 }), [200]).ok).toBe(true);
  });

  it('names the field path and what was expected', () => {
    const { title: _t, ...rest } = video;
    const verdict = judge(videoCalls.byId, reply(200, { ...rest, views: '12' }), [200]);
    expect(verdict).toMatchObject({
      ok: false,
      detail: 'title: expected string, received undefined; views: expected number, received string',
    });
  });

  it('names nested paths and a wrong error body', () => {
    const nested = judge(videoCalls.byId, reply(200, { ...video, uploadedBy: {} }), [200]);
    expect(nested.detail).toBe('uploadedBy.name: expected string, received undefined');
    const error = judge(videoCalls.byId, reply(404, { error: 'nope' }), [404]);
    expect(error.detail).toBe(
      `code: expected one of ${Object.keys(ErrorCode).length} values ("VALIDATION_FAILED", "UNAUTHORIZED", "INVALID_CREDENTIALS", …); message: expected string, received undefined`,
    );
  });

  it('says which status was expected, with the code of the reply', () => {
    const verdict = judge(
      videoCalls.byId,
      reply(500, { code: 'INTERNAL_ERROR', message: 'Boom' }),
      [404],
    );
    expect(verdict.detail).toBe('status: expected 404, got 500 (INTERNAL_ERROR: Boom)');
  });

  it('says which status was expected when the reply body is JSON but no error object', () => {
    for (const body of [null, 'Boom', 42, ['INTERNAL_ERROR']]) {
      expect(judge(videoCalls.byId, reply(500, body), [404]).detail, String(body)).toBe(
        'status: expected 404, got 500',
      );
    }
  });

  it('refuses a non-JSON body and a binary reply of the wrong type', () => {
    expect(judge(videoCalls.byId, reply(200, NOT_JSON, 'text/html'), [200]).detail).toBe(
      'body: expected JSON, got text/html',
    );
    const cover = judge(bookCalls.cover, reply(200, NOT_JSON, 'text/html'), [200]);
    expect(cover.detail).toBe('content-type: expected image/*, got "text/html"');
    expect(judge(bookCalls.cover, reply(200, NOT_JSON, 'image/jpeg'), [200]).ok).toBe(true);
  });
});
