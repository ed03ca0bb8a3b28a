import { uploadWriting } from '../api/upload-writing';
import type { UploadFormState } from '../model/form-state';
import { shortfallFromBody } from '../model/insufficient-balance';
import { isShortfall, messageOf } from '../model/upload-errors';
import type { UploadRun } from './upload-run';

/** A poem or a story: one JSON call, no balance check and no byte progress (docs/product.md section 4). */
export async function runTextUpload(
  form: UploadFormState & { type: 'poem' | 'story' },
  run: UploadRun,
): Promise<void> {
  run.dispatch({ type: 'start', totalBytes: 0 });
  try {
    const writing = await uploadWriting(form);
    if (!run.live()) return;
    run.dispatch({
      type: 'complete',
      published: { type: form.type, id: writing._id, title: writing.title },
    });
    run.succeed();
  } catch (error) {
    if (!run.live()) return;
    console.error('Upload failed', error);
    if (isShortfall(error)) {
      run.dispatch({ type: 'reset' });
      await run.showShortfall(shortfallFromBody(error.body));
      return;
    }
    run.dispatch({ type: 'fail' });
    run.setErrorMessage(messageOf(error));
  }
}
