import { isFileContentType, type ContentType } from '@inkreel/shared';
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { VisibilityField } from '../../../components/manage/visibility-field';
import { useExtension } from '../../../lib/api/extensions';
import { useFocusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { readStoredAuth } from '../../../lib/session/auth-storage';
import { recordUpload } from '../../../lib/uploads/upload-history';
import { useLeaveGuard } from '../../../lib/page/use-leave-guard';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useUploadCaptions } from '../captions/use-upload-captions';
import { ContentTypeSelector } from '../components/content-type-selector';
import { DraftNotice } from '../components/draft-notice';
import { LastPublished } from '../components/last-published';
import { PreviewPanel } from '../components/preview-panel';
import { loadUploadTimeline, ProgressPanel } from '../components/progress-panel';
import { UploadForm } from '../components/upload-form';
import { UploadPrice } from '../components/upload-price';
import { UploadTips } from '../components/upload-tips';
import { useUploadDraft } from '../drafts/use-upload-draft';
import { useBookPrefill } from '../hooks/use-book-prefill';
import { usePosterFrames } from '../hooks/use-poster-frames';
import { useUploadFlow } from '../hooks/use-upload-flow';
import { formReducer, initialFormState } from '../model/form-state';
import type { PublishedItem } from '../model/progress';
import { TYPE_CONFIG, type FileFieldName, type TextFieldName } from '../model/upload-config';
import { fileProblem, validateUploadForm } from '../model/validate';
import './upload-page.css';

// The dialogs follow a submission (the result, or leaving during an upload): they load when the
// form is sent, not with the page.
const loadDialogs = () => import('../components/upload-dialogs');
const InsufficientBalanceDialog = lazy(async () => ({
  default: (await loadDialogs()).InsufficientBalanceDialog,
}));
const UploadSuccessDialog = lazy(async () => ({
  default: (await loadDialogs()).UploadSuccessDialog,
}));
const LeaveUploadDialog = lazy(async () => ({ default: (await loadDialogs()).LeaveUploadDialog }));
// Only for a video chosen without a thumbnail.
const PosterPicker = lazy(async () => ({
  default: (await import('../../../components/media/poster-picker')).PosterPicker,
}));

export function UploadPage() {
  usePageTitle('Upload Content');
  const navigate = useNavigate();
  const [form, dispatch] = useReducer(formReducer, undefined, () => initialFormState());
  const flow = useUploadFlow();
  const uploading = flow.progress.status === 'uploading';
  const busy = flow.checking || uploading;
  // Leaving would cancel the upload (and its request): the user is asked first.
  const leaving = useLeaveGuard(uploading);
  const fileType = isFileContentType(form.type);
  const progressPanel = useRef<HTMLElement>(null);
  const draft = useUploadDraft(form, (restored) => dispatch({ type: 'restore', form: restored }));
  const published = flow.dialog?.kind === 'success';
  // The panel goes back to "Ready to upload" when the success dialog closes: keep the link.
  const [lastPublished, setLastPublished] = useState<PublishedItem | null>(null);
  const clearDraft = draft.clear;
  // A video without a thumbnail: frames of the video itself are offered instead of a title card.
  const poster = usePosterFrames(form.type === 'video' && !form.image ? form.file : null);
  // A provider with the manage feature lets the creator choose who sees it, and delete it later.
  const manage = useExtension('manage');
  useBookPrefill(form, dispatch);
  // Captions (or lyrics), chapters and seek previews, when the provider offers them (issue 57).
  const captions = useUploadCaptions(form.type, form.file, busy);
  const resetCaptions = captions.reset;
  // A refused submit leads to the first field that says why: the file, else a text field.
  const focusFirstInvalid = useFocusFirstInvalid();

  // A published upload is no draft any more: a reload must not offer it again.
  useEffect(() => {
    if (published) clearDraft();
  }, [published, clearDraft]);

  // Noted for My uploads, whose provider call is an extension a provider may not have; under
  // the account that is signed in (stored) when it is published.
  const publishedItem = published ? flow.progress.published : null;
  useEffect(() => {
    const account = readStoredAuth()?.user._id;
    if (!account || !publishedItem) return;
    const { type, id, title } = publishedItem;
    recordUpload({ _id: account }, { type, id, title, at: new Date().toISOString() });
  }, [publishedItem]);

  // The panel sits below the form (and, on phones, below the preview): bring it into view.
  useEffect(() => {
    // lib.dom says every element has scrollIntoView; jsdom's (the unit tests) have not.
    const panel: Partial<Pick<HTMLElement, 'scrollIntoView'>> | null = progressPanel.current;
    if (uploading) panel?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [uploading]);
  const submitLabel = flow.checking
    ? 'Checking Balance...'
    : uploading
      ? 'Uploading...'
      : 'Upload Content';

  const changeType = (type: ContentType) => {
    dispatch({ type: 'setType', contentType: type });
    if (type !== form.type) resetCaptions();
    flow.reset();
    // A new type starts an empty form: "your form is back as you left it" is no longer true.
    if (type !== form.type) draft.dismissNotice();
  };

  const onFile = (slot: FileFieldName, file: File | null) => {
    const kind = TYPE_CONFIG[form.type][slot]?.kind;
    const problem = file && kind ? fileProblem(kind, file) : null;
    // A refused file is not kept: the message beside the field says why.
    dispatch({ type: 'setFile', slot, file: problem ? null : file, error: problem ?? undefined });
  };

  const submit = () => {
    const errors = validateUploadForm(form);
    dispatch({ type: 'setErrors', errors });
    const extras = captions.prepare();
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid(document.querySelector('.upload-card'));
      return;
    }
    if (!extras.ok) {
      // The captions' errors show with the next render: the first is looked for then.
      requestAnimationFrame(() => captions.focusFirstProblem());
      return;
    }
    // What a sent form shows (its stages, then a dialog) is fetched now, so it is there when
    // needed; a failure to load shows where it is rendered.
    Promise.all([loadUploadTimeline(), loadDialogs()]).catch((error: unknown) =>
      console.warn('Upload: the stages or dialogs did not load', error),
    );
    void flow.submit(poster.withPoster(form), extras.afterUpload);
  };

  const discardDraft = () => {
    draft.clear();
    flow.reset();
    resetCaptions();
    dispatch({ type: 'resetAll' });
    // The button is gone: keep the keyboard user in the form, on the (default) type chosen now.
    document
      .querySelector<HTMLElement>(
        `.upload-page input[type="radio"][value="${initialFormState().type}"]`,
      )
      ?.focus();
  };

  const closeSuccess = () => {
    setLastPublished(flow.progress.published);
    flow.reset();
    resetCaptions();
    dispatch({ type: 'reset' });
  };

  return (
    <section className="page upload-page">
      <header className="upload-header">
        <h1 className="page-title">Upload Content</h1>
        <p className="page-subtitle">
          Share your creative work with the world. Upload videos, audio tracks, books, poems, or
          short stories.
        </p>
      </header>
      <DraftNotice
        notice={draft.notice}
        onDiscard={discardDraft}
        onDismiss={draft.dismissNotice}
        disabled={busy}
      />
      <ContentTypeSelector value={form.type} onChange={changeType} disabled={busy} />
      <UploadPrice type={form.type} />
      {manage && fileType && (
        <p className="upload-refund-note">
          Credits spent on an upload are not refunded if you delete it later.
        </p>
      )}
      <div className="upload-layout">
        <div className="upload-column">
          <UploadForm
            form={form}
            busy={busy}
            submitLabel={submitLabel}
            errorMessage={flow.errorMessage}
            onText={(name: TextFieldName, value: string) =>
              dispatch({ type: 'setText', name, value })
            }
            onFile={onFile}
            onSubmit={submit}
            visibilityField={
              manage && (
                <VisibilityField
                  value={form.visibility ?? 'public'}
                  onChange={(visibility) => dispatch({ type: 'setVisibility', visibility })}
                  disabled={busy}
                />
              )
            }
            posterPicker={
              poster.status !== 'none' && (
                <Suspense fallback={null}>
                  <PosterPicker
                    status={poster.status}
                    frames={poster.frames}
                    selected={poster.selected}
                    disabled={busy}
                    onSelect={poster.select}
                  />
                </Suspense>
              )
            }
            captionFields={captions.section}
          />
          {/* Poems and stories have no progress panel: the way to the last one sits under the form. */}
          {!fileType && lastPublished && <LastPublished item={lastPublished} card />}
        </div>
        <div className="upload-column">
          <PreviewPanel form={form} />
          {fileType && (
            <ProgressPanel
              ref={progressPanel}
              state={flow.progress}
              realtimeUnavailable={flow.realtimeUnavailable}
              onRetry={submit}
              lastPublished={lastPublished}
            />
          )}
          <UploadTips type={form.type} />
        </div>
      </div>
      <Suspense fallback={null}>
        {flow.dialog?.kind === 'insufficient' && (
          <InsufficientBalanceDialog
            numbers={flow.dialog.numbers}
            onAddFunds={() => {
              const { needed } = flow.dialog?.kind === 'insufficient' ? flow.dialog.numbers : {};
              flow.closeDialog();
              // The wallet's deposit field starts at what the upload lacks (docs/product.md 8).
              void navigate('/wallet', needed ? { state: { depositAmount: needed } } : undefined);
            }}
            onRetry={() => {
              flow.closeDialog();
              submit();
            }}
            onCancel={flow.closeDialog}
          />
        )}
        {flow.dialog?.kind === 'success' && (
          <UploadSuccessDialog
            published={flow.progress.published}
            problems={flow.extrasProblems}
            onClose={closeSuccess}
          />
        )}
        {leaving.asking && <LeaveUploadDialog onStay={leaving.stay} onLeave={leaving.leave} />}
      </Suspense>
    </section>
  );
}
