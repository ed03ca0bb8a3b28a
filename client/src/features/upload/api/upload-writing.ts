import { uploadCalls, type Writing } from '@inkreel/shared';
import { request } from '../../../lib/api/api-client';
import type { UploadFormState } from '../model/form-state';

/** POST /api/poems or /api/stories as JSON (no balance check, no progress: docs/product.md section 4). */
export function uploadWriting(
  state: UploadFormState & { type: 'poem' | 'story' },
): Promise<Writing> {
  return request(uploadCalls[state.type], {
    body: {
      title: state.text.title.trim(),
      content: state.text.content,
      tags: state.text.tags,
      ...(state.visibility ? { visibility: state.visibility } : {}),
    },
  });
}
