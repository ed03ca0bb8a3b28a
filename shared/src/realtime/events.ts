import { z } from 'zod';
import { videoSchema } from '../content/entities.js';

export const REALTIME_PATH = '/socket.io';

export const RealtimeEvent = {
  uploadProgress: 'uploadProgress',
  uploadComplete: 'uploadComplete',
  uploadError: 'uploadError',
} as const;

/** Bytes received so far while the upload streams in. */
export const uploadBytesProgressSchema = z.object({
  uploadedBytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative(),
});
/** Server-side processing, 0 to 100, never decreasing. */
export const uploadStepProgressSchema = z.object({
  progress: z.number().min(0).max(100),
  stage: z.string().optional(),
});
export const uploadProgressEventSchema = z.union([
  uploadBytesProgressSchema,
  uploadStepProgressSchema,
]);
export type UploadProgressEvent = z.infer<typeof uploadProgressEventSchema>;

export const uploadCompleteEventSchema = z.object({
  message: z.string().optional(),
  video: videoSchema,
});
export type UploadCompleteEvent = z.infer<typeof uploadCompleteEventSchema>;

export const uploadErrorEventSchema = z.object({ error: z.string() });
export type UploadErrorEvent = z.infer<typeof uploadErrorEventSchema>;

/** The socket's handshake: `auth: { token }`. */
export const socketAuthSchema = z.object({ token: z.string().min(1) });

export interface ServerToClientEvents {
  uploadProgress: (event: UploadProgressEvent) => void;
  uploadComplete: (event: UploadCompleteEvent) => void;
  uploadError: (event: UploadErrorEvent) => void;
}
export type ClientToServerEvents = Record<string, never>;
