import express from 'express';
import multer from 'multer';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@inkreel/shared';
import { errorHandler } from './error-handler.js';
import { HttpError } from './http-error.js';

/** An app whose one route passes `thrown` to the error handler, as a failing handler would. */
function appPassing(thrown: unknown) {
  const app = express();
  app.use((req, _res, next) => {
    req.log = pino({ level: 'silent' });
    next();
  });
  app.get('/fail', (_req, _res, next) => {
    next(thrown);
  });
  app.use(errorHandler);
  return app;
}

const replyTo = (thrown: unknown) => request(appPassing(thrown)).get('/fail');

describe('errorHandler', () => {
  it('sends an HttpError as its own status and body', async () => {
    const res = await replyTo(new HttpError(409, ErrorCode.EMAIL_TAKEN, 'Taken', { field: 'x' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'EMAIL_TAKEN', message: 'Taken', field: 'x' });
  });

  it('turns body-parser and multer errors into coded 4xx replies', async () => {
    const parse = await replyTo(Object.assign(new Error('x'), { type: 'entity.parse.failed' }));
    expect(parse.status).toBe(400);
    expect(parse.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Request body is not valid JSON',
    });
    const large = await replyTo({ type: 'entity.too.large' });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
    const charset = await replyTo({ type: 'charset.unsupported', message: 'unsupported charset' });
    expect(charset.status).toBe(415);
    expect(charset.body).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'unsupported charset',
    });
    const file = await replyTo(new multer.MulterError('LIMIT_FILE_SIZE', 'file'));
    expect(file.status).toBe(413);
    expect(file.body).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'File is too large',
      field: 'file',
    });
    // Every multer code has its reply (multipart-errors.test.ts); none reaches a 500.
    const nameless = await replyTo(new multer.MulterError('MISSING_FIELD_NAME'));
    expect(nameless.status).toBe(400);
    expect(nameless.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The multipart body is malformed: a part has no name',
    });
    const status = await replyTo({ status: 404, message: 'gone' });
    expect(status.status).toBe(404);
    expect(status.body).toEqual({ code: 'VALIDATION_FAILED', message: 'gone' });
  });

  it('uses its own message when the error carries none that is text', async () => {
    const res = await replyTo({ status: 400, message: { nested: true } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'VALIDATION_FAILED', message: 'Bad request' });
  });

  it.each([['a thrown string'], [42], [Symbol('odd')], [{ status: 'teapot' }]])(
    'answers 500 with a coded body for %s',
    async (thrown) => {
      const res = await replyTo(thrown);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on the server',
      });
    },
  );
});
