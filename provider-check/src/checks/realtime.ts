import { io, type Socket } from 'socket.io-client';
import {
  REALTIME_PATH,
  uploadCompleteEventSchema,
  uploadErrorEventSchema,
  uploadProgressEventSchema,
  uploadCalls,
  uploadStageCalls,
  type ServerToClientEvents,
} from '@inkreel/shared';
import type * as z from 'zod/mini';
import { attempt, record, type Context } from '../context.js';
import { describeIssues } from '../verdict.js';
import { noteUnpaid, videoForm } from './writes.js';

type ClientSocket = Socket<ServerToClientEvents>;

function connect(ctx: Context): Promise<ClientSocket | string> {
  const socket: ClientSocket = io(ctx.options.baseUrl, {
    path: REALTIME_PATH,
    auth: { token: ctx.token },
    reconnection: false,
    timeout: ctx.options.timeoutMs,
    transports: ['websocket', 'polling'],
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(`could not connect: ${error.message}`);
    });
  });
}

function problemOf(schema: z.ZodMiniType, payload: unknown): string | null {
  const result = schema.safeParse(payload);
  return result.success ? null : describeIssues(result.error.issues);
}

/**
 * A video upload with a socket: the HTTP reply, then uploadProgress events until uploadComplete
 * (or uploadError), each payload checked against its schema.
 */
export async function checkVideoRealtime(ctx: Context): Promise<void> {
  const where = `socket.io ${REALTIME_PATH}`;
  const socket = await connect(ctx);
  if (typeof socket === 'string') {
    record(ctx, where, 'connect with the login token', '-', socket);
    return;
  }
  record(ctx, where, 'connect with the login token', '-', null);
  const progress: unknown[] = [];
  const finished = new Promise<{
    event: 'uploadComplete' | 'uploadError';
    payload: unknown;
  } | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), ctx.options.timeoutMs);
    timer.unref();
    socket.on('uploadProgress', (payload) => progress.push(payload));
    socket.once('uploadComplete', (payload) => {
      clearTimeout(timer);
      resolve({ event: 'uploadComplete', payload });
    });
    socket.once('uploadError', (payload) => {
      clearTimeout(timer);
      resolve({ event: 'uploadError', payload });
    });
  });
  try {
    const { form, headers } = await videoForm();
    const upload = await attempt(ctx, uploadCalls.video, {
      trying: 'an MP4 with a thumbnail, socketId',
      token: ctx.token,
      query: { socketId: socket.id },
      headers,
      form,
      expect: [201, 403],
    });
    if (upload.status !== 201) return noteUnpaid(ctx, upload.status);
    const id = (upload.data as { video?: { _id?: unknown } } | undefined)?.video?._id;
    // A mock provider extension (issue 31): the stage of the upload just made, to its owner.
    if (typeof id === 'string') {
      await attempt(ctx, uploadStageCalls.stage, {
        trying: 'the new upload, its owner',
        token: ctx.token,
        params: { id },
        expect: [200],
      });
    }
    const end = await finished;
    const bad = progress
      .map((p) => problemOf(uploadProgressEventSchema, p))
      .find((p) => p !== null);
    record(
      ctx,
      'event uploadProgress',
      `${progress.length} events`,
      '-',
      progress.length === 0 ? 'expected at least one uploadProgress event' : (bad ?? null),
    );
    if (!end) {
      record(
        ctx,
        'event uploadComplete',
        'after the upload',
        '-',
        `no uploadComplete or uploadError within ${ctx.options.timeoutMs / 1000} s`,
      );
    } else if (end.event === 'uploadError') {
      const shape = problemOf(uploadErrorEventSchema, end.payload);
      record(
        ctx,
        'event uploadComplete',
        'after the upload',
        '-',
        `got uploadError instead: ${shape ?? JSON.stringify(end.payload)}`,
      );
    } else {
      record(
        ctx,
        'event uploadComplete',
        'after the upload',
        '-',
        problemOf(uploadCompleteEventSchema, end.payload),
      );
    }
  } finally {
    socket.close();
  }
}
