import {
  buildUrl,
  FILE_SIZE_HEADER,
  uploadCalls,
  type FileContentType,
  type SuccessOf,
} from '@inkreel/shared';
import { apiUrl, commonHeaders, parseReply } from '../../../lib/api/api-client';
import type { UploadFormState } from '../model/form-state';
import { TYPE_CONFIG } from '../model/upload-config';
import { sendMultipart, type MultipartRequest } from './send-multipart';

/** The multipart fields of docs/product.md section 7, in its order; the optional image only when chosen. */
export function buildUploadFormData(state: UploadFormState): FormData {
  const config = TYPE_CONFIG[state.type];
  const { text, file, image } = state;
  if (!config.file || !file) throw new Error(`${state.type} needs a file`);
  const data = new FormData();
  data.append('title', text.title.trim());
  if (state.type === 'video') {
    data.append('description', text.description.trim());
    data.append('tags', text.tags);
  } else if (state.type === 'audio') {
    data.append('genre', text.genre.trim());
    data.append('artist', text.artist.trim());
  } else {
    data.append('description', text.description.trim());
    data.append('author', text.author.trim());
  }
  data.append(config.file.field, file, file.name);
  data.append('fileSize', String(file.size));
  if (config.image && image) data.append(config.image.field, image, image.name);
  if (state.visibility) data.append('visibility', state.visibility);
  return data;
}

export function uploadUrl(type: FileContentType, socketId?: string): string {
  if (type === 'video') return apiUrl(buildUrl(uploadCalls.video, { query: { socketId } }));
  return apiUrl(buildUrl(uploadCalls[type]));
}

type Callbacks = Pick<MultipartRequest, 'onProgress' | 'onSent' | 'signal'>;

export type FileUploadReply = SuccessOf<(typeof uploadCalls)[FileContentType]>;

/**
 * Sends a video, audio or book upload; resolves with the provider's 201 reply, checked with the
 * upload contract like request() checks its replies (ApiError `INVALID_RESPONSE` when it differs).
 */
export async function uploadFile(
  state: UploadFormState & { type: FileContentType },
  socketId: string | undefined,
  callbacks: Callbacks,
): Promise<FileUploadReply> {
  const size = state.file?.size ?? 0;
  const body = await sendMultipart({
    url: uploadUrl(state.type, socketId),
    body: buildUploadFormData(state),
    // The provider sizes its realtime progress events with this header (docs/product.md section 7).
    headers: { ...commonHeaders(), [FILE_SIZE_HEADER]: String(size) },
    ...callbacks,
  });
  // Every upload call answers 201 (docs/product.md section 7): any 2xx body must match that reply.
  return parseReply(uploadCalls[state.type], 201, body);
}
